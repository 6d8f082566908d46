# ruff: noqa: RUF001  (full-width signs and other scripts are what the texts hold)
"""Round 32 (held-out 55-58's misses, read and fixed as classes, 2026-12-01): an id's owner or any
words between its name and a colon (`the UAN of Amit is …`, `MyPR no. of the new nurse: …`);
Northern Ireland's health and care number, the I-94 record, MyPR, NZBN, UNHCR's number, the bank
giro, a driver licence without the `s`, a driving permit, China's social security card and New
Zealand's NHI (its check); spaced tokens split by semicolons, pluses and colons; the Tokelauan,
Livonian and Santali words for a password, Creole `se`, Tokelauan `ko`, Alur `en`, Cantonese
`係`, Chinese "changed to"; Juba Arabic, Elfdalian, Sranan "of"; a padlock's code after its
particle or in Sranan and Juba Arabic; a cupboard's code; uaac, openGauss and MaxDB command
lines, a password file from a process substitution; a key's qualifier of five words, a vendor's
prefix before a hex key; card codes in Hinglish, Norfuk and Santali; a bank's "use … to approve"
and Swahili's confirmation number; backup codes after Tagalog and Juba Arabic "of" and a long
clause; a creds pair joined by "and"; maddy's `auth plain`, pyads' route, an OpenVPN auth file;
spelled-out passwords in Cantonese, Amami, Tokelauan, Livonian and Santali; a passphrase by its
name, its generator or a vault's key; and what stays (a Dutch passive, a number plate)."""

from __future__ import annotations

import pytest

from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample.
CAUGHT = [
    ("the UAN of Amit is 100234567891", "100234567891"),
    ("NIN for Mary Okafor: 12345678901", "12345678901"),
    ("MyPR no. of the new porter from Klang: 711203-10-5527", "711203-10-5527"),
    ("H&C number for the lodge's first-aid sheet: 450 112 3326", "450 112 3326"),
    ("I-94 admission number for the guest's file: 550281934A2", "550281934A2"),
    ("NZBN of our supplier: 9429041234567", "9429041234567"),
    ("UNHCR individual number for the list: 417-20095531", "417-20095531"),
    ("Bankgiro for the club is 5402-9681", "5402-9681"),
    ("driver licence no. DL774201, for the van", "DL774201"),
    ("enamba ya driving permit yange niiyo B44120981", "B44120981"),
    ("我的社保卡卡号：K30187755", "K30187755"),
    ("patient NHI ZZZ0016 on the chart", "ZZZ0016"),
    ("read out: A7F3C ; 99120 ; 4BE1D ; 70C2A ; D1F08 ; 6613E", "99120"),
    ("key: 9f2c + a1b8 + 44de + 0c7f + e3a9 + 5b61 + 7d02 + c8e4", "a1b8"),
    ("ko te upu fakalilo o te imeli ko HALIBUT~2231", "HALIBUT~2231"),
    ("salāsõnā marten.reed.61", "marten.reed.61"),
    ("nouvo modpas routeur la se Kq8vZm2pTx4w", "Kq8vZm2pTx4w"),
    ("office Wi-Fi 密碼係 8C1F44A92B07D3E6", "8C1F44A92B07D3E6"),
    ("仓库电脑的密码改成 mq7ks.p2x9w.ta4 了", "mq7ks.p2x9w.ta4"),
    ("password tai laptop huwa crane.418.gulu", "crane.418.gulu"),
    ("password manyen en hoist.552.arua", "hoist.552.arua"),
    ("物置ぬ 南京錠ぬ 番号：4418", "4418"),
    ("a kodo fu a padlock fu a shed na 2290", "2290"),
    ("nimra tai kufl tai gate: 6035", "6035"),
    ("uaac token owner get admin ops -s '' -p 'reed.kiln.88'", "reed.kiln.88"),
    ("gsql -d stock -U ops -W 'Mq7.Lz2.Wk9' -c 'select 1'", "Mq7.Lz2.Wk9"),
    ("dbmcli -d PRD -u control,tern-harbor-44 db_state", "tern-harbor-44"),
    ("kpcli --kdb=vault.kdbx --pwfile=<(echo 'Zq8wRt2mLk5') --command ls", "Zq8wRt2mLk5"),
    ("AES-128 key of the north gate reader RX-22: 0f8e7d6c5b4a39281706f5e4d3c2b1a0", "0f8e7d6c"),
    ("Acme की API कुंजी acm-41c2-9d8e7f6a5b4c3d2e1f0a9b8c है", "9d8e7f6a5b4c"),
    ("card ke peeche wala teen number hai 417", "417"),
    ("daa thrii namba orn daa bak a daa kaad es 902", "902"),
    ("ᱠᱟᱨᱰ ᱛᱟᱭᱚᱢ ᱯᱮ ᱜᱚᱴᱟᱝ ᱱᱚᱢᱵᱚᱨ: 655", "655"),
    ("Kiwibank: use 604217 to approve the transfer", "604217"),
    ("M-Pesa: 771903 ni namba yako ya kuthibitisha.", "771903"),
    ("backup codes ng account ko:\n48213377\n90311245\n66120984", "90311245"),
    ("backup code tai email tai ana: 7K2Q.MX41\nP0ZD.3RT8\nW9LB.Q2C6", "P0ZD.3RT8"),
    ("spare sign-in codes for the shared Google Workspace account 41208873\n99031246", "41208873"),
    ("setup key ng 2FA: JBSWY3DPEHPK3PXP", "JBSWY3DPEHPK3PXP"),
    ("creds for the kiln controller panel: ops and Furnace7731.", "Furnace7731"),
    ('auth plain "alerts@example.org" "KESTREL~5521"', "KESTREL~5521"),
    (
        "pyads.add_route_to_plc('5.1.2.3.1.1', 'HMI', '10.0.0.9', 'plc', 'weigh.552.bridge')",
        "weigh.552.bridge",
    ),
    ("/etc/openvpn/client-auth.txt:\nops-gate\ncinder.771.ridge", "cinder.771.ridge"),
    ("密碼係 marram 呢個字，跟尾加 4471", "marram"),
    ("パスワードや kusabi っちゅう ことば、あとに 2207", "kusabi"),
    ("ko te upu fakalilo ko te upu pohutukawa, ka mulimai ai te numela 3310", "pohutukawa"),
    ("salāsõnā um sõnā kala, sīe pierrõ 8812", "kala"),
    ("ᱯᱟᱥᱣᱟᱨᱰ ᱫᱚ tamarind ᱥᱟᱵᱟᱫ, ᱛᱟᱭᱚᱢ ᱛᱮ 4402", "tamarind"),
    ("the backup passphrase na furnace ladle crucible tongs", "crucible"),
    ("xkcdpass gave me this for the offsite disk: sprue riser gating ingot mould", "gating"),
    ("Proton safe key: walrus ember thistle quarry", "thistle"),
    ("lösenfrasen fer disken ir kettle quartz lantern meadow", "lantern"),
]
KEPT = [
    "Het wachtwoord van de router wordt elk jaar vervangen.",
    "use 2024 to approve the budget",
    "the passphrase should be long and hard to guess",
    "the passphrase must have four random words like this",
    "meeting 10 : 30 : 45 : 00 today",
    "creds: google and facebook",
    "see /etc/openvpn/auth.txt:\nedit it\nthen restart",
    "order ABC1234 shipped",
    "truck UBJ 418K arrived at the weighbridge",
    "密码改成了什么我不知道",
]
test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)

METADATA = [
    ({"volunteer": {"hc_number": "450 112 3326"}}, "450 112 3326"),
    ({"driver": {"driving_permit_no": "B07041175"}}, "B07041175"),
    ({"patient": {"nhi": "ZZZ0024"}}, "ZZZ0024"),
    ({"pharmacy": {"drug_cupboard_code": "6614"}}, "6614"),
]
KEPT_METADATA = [
    {"truck": "UBJ 418K", "driver": "Okumu", "net_kg": 9310},
    {"patient": {"nhi": "ZZZ0017"}},  # (its check fails: no NHI)
]


@pytest.mark.parametrize(("metadata", "secret"), METADATA, ids=[str(m)[:40] for m, _ in METADATA])
def test_the_round_32_values_are_scrubbed_under_their_keys(
    metadata: dict[str, object], secret: str
) -> None:
    assert secret not in str(scrub_json(metadata))


@pytest.mark.parametrize("metadata", KEPT_METADATA, ids=[str(m)[:40] for m in KEPT_METADATA])
def test_the_round_32_lookalikes_stay_under_their_keys(metadata: dict[str, object]) -> None:
    assert scrub_json(metadata) == metadata
