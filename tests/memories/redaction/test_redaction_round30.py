# ruff: noqa: RUF001  (Tifinagh, Syriac and full-width signs are what the texts hold)
"""Round 30 (held-out 47-50's misses, read and fixed as classes, 2026-12-01): a user's and a
password's pair passed as `auth=(…)`, Chuukese "is", the words for password of Tarifit,
Tachelhit (Tifinagh), Saramaccan, Zhuang and Syriac, a key read out in groups with dashes or in
mixed groups with spaces, a stream's key in an ingest URL, Blynk's token in its API's path, a
short hex key under a name ending in `key`, the Swahili padlock, a padlock's code under its key,
"logs in with", "then the number"; VNC, RTSP, aircrack's and tpm2's command lines, what hashcat,
john, aircrack and NetExec print; Kenya's NHIF, NSSF and Maisha Namba, the Gambia's NIN,
Myanmar's NRC, Panama's cédula, Taiwan's travel permit, Brazil's RENAVAM, Honduras' RTN, a
licence's number under its key; and what stays (an order's number, a barcode's, a build's
substitution, a key under a commit's name)."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_joined
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample.
CAUGHT = [
    ("r = requests.get(url, auth=('ops', 'marram-dune-48'))", "marram-dune-48"),
    ('app.launch(auth=("keeper", "Tern!Shoal62"))', "Tern!Shoal62"),
    ("es = Elasticsearch(hosts, http_auth=('elastic', 'Kj8mLq2Zp'))", "Kj8mLq2Zp"),
    ("requests.get(url, auth=HTTPBasicAuth('ops', 'tarnished-lid-44'))", "tarnished-lid-44"),
    ("ewe password an ewe wifi Reef-Office iei 9KQW2TZR4M", "9KQW2TZR4M"),
    ("awar uffir n tqedwit d Zk7-mellal-19", "Zk7-mellal-19"),
    ("ⴰⵡⴰⵍ ⵓⴼⴼⵉⵔ n wifi iga argan2031!Agadir", "argan2031!Agadir"),
    ("di pasiwöi fu di kompiuta: Fy8qLm2Tx", "Fy8qLm2Tx"),
    ("mizmaj moq: nding_raemx_4471", "nding_raemx_4471"),
    ("ܦܐܣܘܘܪܕ: Qn7vT2xLp9", "Qn7vT2xLp9"),
    ("read out on the phone: 9c2f – a71b – 03de – 55f0 – b8e2 – 4c19 – d6a0 – 7e3b", "a71b"),
    ("letter by letter: q7P vR2 mK9 tZ4 wX1 nB6 yH3", "vR2"),
    ("push rtmp://a.rtmp.youtube.com/live2/k3m9p-x7q2w-88zt4-r1c0v;", "k3m9p-x7q2w-88zt4-r1c0v"),
    ("obs: rtmp://ingest.local/live/9f3k2m8q1x7z", "9f3k2m8q1x7z"),
    ("curl https://blynk.cloud/4f8a2c9e1b7d6a3f0e5c8b2a9d1f7e6c/update/v3?value=1", "4f8a2c9e"),
    ('feeder.ini:\nfr24key="9a31c07be2d4f568"', "9a31c07be2d4f568"),
    ('sharing_key = "c4e8a2f61b9d0735"', "c4e8a2f61b9d0735"),
    ("nambari ya kufuli ya ghala ni 7731", "7731"),
    ("the kiosk logs in with Quay7Marlin22. Bin this note.", "Quay7Marlin22"),
    ("the cold store wifi is hopper then the number 6612, all small", "hopper"),
    # Command lines and what crackers print (`credentials`).
    (
        'vncdotool --server kiosk-7.lan::5901 --password=Quokka-Lantern-52 type "hi"',
        "Quokka-Lantern",
    ),
    ("h264_v4l2rtspserver -U ops:Gable_Crimson_73 -P 8554 /dev/video0", "Gable_Crimson_73"),
    ("live555ProxyServer -v -u admin Hinge-Tartan-302 rtsp://cam.local/s", "Hinge-Tartan-302"),
    ('mjpg_streamer -o "output_http.so -w ./www -c admin:Tulip-Harbor-44"', "Tulip-Harbor-44"),
    ("airdecap-ng -e HomeNet -p 'marble-otter-5521' capture-01.cap", "marble-otter-5521"),
    ("tpm2_changeauth -c owner -p 'ponder-alloy-71' 'lattice-velvet-558'", "ponder-alloy-71"),
    ("tpm2_changeauth -c owner -p 'ponder-alloy-71' 'lattice-velvet-558'", "lattice-velvet-558"),
    ("tpm2_nvwrite -C o -P 'Quarry_Silk_39' -i data.bin 0x1500016", "Quarry_Silk_39"),
    ("cat hashcat.potfile\n8846f7eaee8fb117ad06bdd830b7586c:Sorrel.Fable.73", "Sorrel.Fable.73"),
    (
        "$ john --show --format=NT hashes.txt\nsvc_backup:Tundra-Mallet-41:1104::::\n\n"
        "1 password hash cracked, 0 left",
        "Tundra-Mallet-41",
    ),
    ("aircrack-ng: KEY FOUND! [ 31:32:33:34:35 ] (ASCII: 12345 )", "31:32:33:34:35"),
    (
        "Discovered credentials on ssh://10.0.0.9:22\n10.0.0.9 22/tcp ssh: 'admin' 'Birch-Kettle-17'",
        "Birch",
    ),
    (
        "Press 'q' or Ctrl-C to abort, almost any other key for status\nvelvet-harrow-77 (svc_sql)",
        "velvet",
    ),
    ("SMB 10.0.0.5 445 DC01 [-] CORP\\alice:Autumn-Flint-12 STATUS_LOGON_FAILURE", "Autumn-Flint"),
    # Ids by their names or shapes (`id_shapes`).
    ("Chelimo's NHIF card no. for the clinic visit: 48213907", "48213907"),
    ("Namba yangu ya NSSF ni 1029384756", "1029384756"),
    ("Maisha Namba yake ni 418203957", "418203957"),
    ("Ebrima's NIN for the bank form: 50218837462", "50218837462"),
    ("Ko Aung's card reads 12/KAMAYA(N)048215 on the front", "048215"),
    ("La cédula del conductor es PE-11-2043", "PE-11-2043"),
    ("我的台胞證號碼是 08126647", "08126647"),
    ("RENAVAM do caminhão: 00987654322", "00987654322"),
    ("RTN de la empresa: 05019021234567", "05019021234567"),
]
KEPT = [
    "password = @db_password@",
    'password = "@DB_PASSWORD@"',
    "Bestellnummer 4500087321 für 40 Sack Hopfen ist bestätigt.",
    "PO# 4500087321 approved",
    "The EAN on the caps is 5060112458736; reorder 200.",
    "rtmp://a.rtmp.youtube.com/live2",
    "rtmp://media.local/vod/concert_2024.mp4",
    "git_commit_key: 9f86d081884c7d65",
    "sort_key = created_at_desc_2024",
    "kufuli mpya ni nzuri",
    "Mon – Tue – Wed – Thu – Fri – Sat",
    "plates: AB1 CD2 EF3 GH4 JK5 LM6",
    "fingerprint: X2g izO H3J 835 XP0 7xz cJK KVF otF 6",
    "our wifi is slow then fast 2024, weird",
    "she logs in with Okta2FA every morning",
    "r = requests.get(url, auth=(user, password))",
    "NHIF card lost, call 0722123456",
    "vncdo -s host::5900 key ctrl-alt-del",
    "hashcat -m 1000 hashes.txt wordlist.txt",
    "tpm2_changeauth --help",
    "Then run tpm2_clear again and reboot.",
    "aircrack-ng -w rockyou.txt -b 00:11:22:33:44:55 capture-01.cap",
    "john --show hashes.txt\n0 password hashes cracked, 2 left",
    "NHIF 2023 reforms replaced it with SHIF",
    "The NIN is issued by NIMC after enrolment.",
    "Llevé la cédula al banco ayer.",
    "cédula vence 12-31-2030",
    "12/05/2024 at 10:00",
]
test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)

METADATA = [
    ({"shed": {"padlock": "46013"}}, "46013"),
    ({"padlock": 4676}, "4676"),
    ({"store": {"keypad": "12-34-56"}}, "12-34-56"),
    ({"fr24key": "9a31c07be2d4f568"}, "9a31c07be2d4f568"),
    ({"applicant": {"maishaNamba": "517820394"}}, "517820394"),
    ({"staff": {"nssf_no": "662018774"}}, "662018774"),
    ({"employee": {"driverLicense": "18274503"}}, "18274503"),
    ({"van_3": {"renavam": "00987654322"}}, "00987654322"),
]
KEPT_METADATA = [
    {"alarm": "0630"},
    {"padlock": "Master 140"},
    {"padlock_brand": "1234"},
    {"combination": "3"},
    {"license": "MIT"},
    {"license": "Apache-2.0"},
    {"renavam_status": "ok"},
]


@pytest.mark.parametrize(("metadata", "secret"), METADATA, ids=[str(m)[:40] for m, _ in METADATA])
def test_the_round_30_classes_are_scrubbed_under_their_keys(
    metadata: dict[str, object], secret: str
) -> None:
    assert secret not in str(scrub_json(metadata))


@pytest.mark.parametrize("metadata", KEPT_METADATA, ids=[str(m)[:40] for m in KEPT_METADATA])
def test_what_a_lock_key_holds_besides_a_code_is_kept(metadata: dict[str, object]) -> None:
    assert scrub_json(metadata) == metadata


def test_a_key_in_the_field_after_its_name_is_read() -> None:
    uuid = "5f0c2a9e-3b7d-4e18-a6c4-9d2b7e1f0a35"
    first, second = scrub_joined(["Wildbook key:", f"{uuid} (sync)"])
    assert (first.text, second.text) == ("Wildbook key:", "[REDACTED:vendor_key] (sync)")
    _, kept = scrub_joined(["idempotency key:", uuid])
    assert kept.text == uuid
