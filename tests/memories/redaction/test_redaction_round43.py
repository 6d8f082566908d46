# ruff: noqa: RUF001  (labels and separators of other scripts are what the texts hold)
"""Round 43 (held-out 91-94's last misses and held-out 95-98's, read and fixed as classes,
2026-12-01): a machine named "the … one" before a dictated password; vsftpd's users for
`db_load`; code that logs in (`.login('user', '…')`, poplib's `.pass_`, an expect-style
dialogue, ldap3's `Connection`, a login typed by automation), a TL1 `ACT-USER`, a UUCP `call`
line; udpspeeder's and udp2raw's `-k`, AIS-catcher's `-X`, Husarnet's join code; `… as its
password`; card codes in Amharic and Urdu, after a few more words or a bracket; OTP messages in
Swahili, Norwegian and Tagalog; Arabic recovery codes; documents' numbers after a booklet, a
visa, a residence card, a seafarer's record, a kebele id, `通行证`; Urdu's passphrase; Amharic's
order words; a padlock's code under `cadenas_code`; and what stays (Swahili's possessives, a
unit after a number, a ship's public numbers, a vault in prose)."""

from __future__ import annotations

from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 42's rules.
CAUGHT = [
    ("the scale one: tarok followed by 6120", "tarok"),
    ("printf '%s\\n' lina kelp-ridge-41 > v.txt && db_load -T -t hash -f v.txt users.db", "kelp-ridge-41"),
    ("m = imaplib.IMAP4_SSL('mail.example.org'); m.login('tesfaye', 'teff.field.2031')", "teff.field.2031"),
    ("p = poplib.POP3_SSL('mail.example.org'); p.user('hana'); p.pass_('K4Q9Z-LMN2P')", "K4Q9Z-LMN2P"),
    ('child.expect("Password:")\nchild.sendline("Gojjam-Hills-88")', "Gojjam-Hills-88"),
    ("ACT-USER:NODE-7:opsuser:101::AddisAbeba2031;", "AddisAbeba2031"),
    ("/etc/uucp/call:\nsimien  guest  qx7-hive-lake9", "qx7-hive-lake9"),
    ("Connection(Server('ldap.example.org'), 'CORP\\\\abebe', 'sorghum.2027')", "sorghum.2027"),
    ('keyboard.send_keys("meron.desk\\tenset-fold-512\\n")', "enset-fold-512"),
    ("udp2raw -c -l0.0.0.0:3333 -r 198.51.100.7:4096 -k 'lake.tana.44' --raw-mode faketcp", "lake.tana.44"),
    ("AIS-catcher -d:0 -X 4f8a2c1e-9b3d-4e7f-a6c5-0d1e2f3a4b5c", "4f8a2c1e"),
    ("husarnet join fc94:b01d:77b2:1c3d:4e5f:6a7b:8c9d:0e1f/hQ3kWp8ZrT2mVn6xLs9aB4 gw-1", "fc94:b01d:77b2:1c3d"),
    ("Selam set the router up with tide.pool.84 as its password", "tide.pool.84"),
    ("ከካርዱ ጀርባ ያሉት ሦስት ቁጥሮች: 415", "415"),
    ("CVV ya kadi (nyuma): 742", "742"),
    ("les 3 chiffres au verso de la carte de la banque : 903", "903"),
    ("کارڈ کے پیچھے والے تین ہندسے: 318", "318"),
    ("Tumia 804417 kuthibitisha akaunti yako.", "804417"),
    ("Bruk 271956 for å logge inn på portalen", "271956"),
    ("472901 — yan ang OTP sa portal, wag ibigay", "472901"),
    ("رموز الاسترداد: kqmd-73xa-pvnt; wzrb-5c2h-lmsd; tgfy-q81k-nhvr", "kqmd-73xa-pvnt"),
    ("ye kebele ID: ADD/07/441902", "ADD/07/441902"),
    ("the cook has exit visa number 5512408", "5512408"),
    ("family booklet number for the school forms: 55102847", "55102847"),
    ("mo numéro marin se 31800744", "31800744"),
    ("边境管理区通行证号码：538201774690", "538201774690"),
    ("ماسٹر پاس فریز: moraine yak serac lantern", "moraine yak"),
    ("የይለፍ ቃሉ መጀመሪያ buna፣ ቀጥሎ ቁጥር 5120", "buna"),
    (
        'environment=HUSARNET_JOIN_CODE="fc94:b01d:77b2:1c3d:4e5f:6a7b:8c9d:0e1f/hQ3kWp8ZrT2mVn6xLs9aB4"',
        "fc94:b01d:77b2:1c3d",
    ),
]  # fmt: skip

KEPT = [
    "Nenosiri lako ni lako peke yako, usilishiriki.",
    "Ni lazima nenosiri lako liwe siri yako.",
    "The cold room went from −18 °C to −16 °C overnight.",
    "aba password inna, ena password inna: unu vault kosa.",
    "password: keep it in the vault",
    "the first one: apple then 300",
    'keyboard.send_keys("Hello\\tWorld\\n")',
    "session.login('admin', 'password')",
    "he uses the blue one as his password manager",
    "the visa application fee is 160000 naira",
    "the 3 digits on the back of the card are worn off, we ordered 2024",
    "wormhole send report.pdf",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


def test_a_padlock_code_under_a_french_key_is_scrubbed() -> None:
    """`{"hangar": {"cadenas_code": "…"}}` (missed by round 42's rules)."""
    assert "3377" not in str(scrub_json({"hangar": {"cadenas_code": "3377"}}))


def test_a_ships_public_numbers_under_their_keys_are_kept() -> None:
    vessel = {"vessel": {"imo": "9176187", "mmsi": "525012345", "call_sign": "YDAB2"}}
    assert scrub_json(vessel) == vessel
