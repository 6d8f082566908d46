# ruff: noqa: RUF001, RUF002  (a full-width colon and Cyrillic letters are what the texts hold)
"""Round 29 (held-out 43-46's misses, read and fixed as classes, 2026-11-30): a passport's or
an identity card's machine-readable zone by its check digits, India's driving licence by its
shape, Japan's residence card, Korea's driving licence and alien registration number, Ukraine's
УНЗР and China's exit-entry permit after their names, a key in groups of five, a card's code
described in the scripts without spaces, Hindi's and Louisiana Creole's, Lynx's, ImageMagick's,
Heritrix's, Spectra's, Virtuoso's, Xen Orchestra's and htdbm's passwords, a SIM card's PIN in
an AT command, a password in a hash's key in small letters, a user's and a password's pair built
in code, Apache Shiro's `[users]`, one flag a line, seed words numbered in brackets, Albanian
and Korean "passphrase", a spelled-out password with "this word" and a full-width comma, "tap
in", a padlock's code with a word or a short name between, Swahili backup codes joined by dots,
spare codes under their key, a key read out after a colon; and what stays (Arabic in Latin
letters, an algorithm's name with widths, a ship's IMO number, `PR` and `VR` with no register)."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.json import scrub_json
from memories.redaction.machine_readable_zones import FAMILIES as ZONES
from memories.redaction.machine_readable_zones import check_digit
from memories.redaction.value_model import likely_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample.
CAUGHT = [
    ("scan of the passport, line 2: L898902C36UTO7408122F1204159ZE184226B<<<<<10", "L898902C3"),
    ("the id card's first zone line I<UTOD231458907<<<<<<<<<<<<<<<", "D23145890"),
    ("DL of the new driver: MH14 20190034521", "MH14 20190034521"),
    ("在留カード番号:AB12345678CD", "AB12345678CD"),
    ("운전면허번호: 11-22-334455-66", "11-22-334455-66"),
    ("외국인등록번호 820417-5610490", "820417-5610490"),
    ("УНЗР: 19900101-12345", "19900101-12345"),
    ("往来港澳通行证:C12345678", "C12345678"),
    ("licence for the render node: k7q2m-x9p4r-t3w8z-b6n1c", "k7q2m-x9p4r"),
    ("卡后面三个数字:582", "582"),
    ("카드 뒷면 숫자 세 개: 417", "417"),
    ("कार्ड के पीछे के तीन अंक: 309", "309"),
    ("twa shif dèryè kat-la: 846", "846"),
    ("lynx -auth=ops:heron.quay.41 https://intranet.local/", "heron.quay.41"),
    ("magick -authenticate 'pdfLock77' in.pdf out.png", "pdfLock77"),
    ("./heritrix -a admin:gull-ledge-52 -b 0.0.0.0", "gull-ledge-52"),
    ("ds3_java_cli -e bp.local -a ops -k 'marl.fen.93' -c get_service", "marl.fen.93"),
    ("isql-vt 1111 dba 'sedge_mire_17' exec='status();'", "sedge_mire_17"),
    ("htdbm -b -TSDBM /etc/httpd/users.db ops Kq7.mPz.3x", "Kq7.mPz.3x"),
    ("xo-cli --register https://xo.local ops tarn-scree-8", "tarn-scree-8"),
    ('modem setup: AT+CPIN="7719"', "7719"),
    ("$conf->{smtppass} = 'brackish.cove.22';", "brackish.cove.22"),
    ('var c = new NetworkCredential("render", "Fjord!Kiln88");', "Fjord!Kiln88"),
    ("[users]\nops = Wk83tzq1, admin\n\n[roles]\nadmin = *", "Wk83tzq1"),
    ("synctool options:\n-u digilab\n-p gannet_cliff_62\n-s masters", "gannet_cliff_62"),
    (
        "wallet words: [1] abandon [2] ability [3] able [4] about [5] above [6] absent "
        "[7] absorb [8] abstract [9] absurd [10] abuse [11] access [12] accident",
        "absorb",
    ),
    ("fraza e kalimit për arkivin: tufa_murg_lisi_breg", "tufa_murg_lisi_breg"),
    ("백업 패스프레이즈: Kelp7!Marsh", "Kelp7!Marsh"),
    ("密码是 dune 这个字，后面加 4471", "dune"),
    ("비밀번호는 gorse 단어 다음에 5582", "gorse"),
    ("tap in fennel, after that 6631", "fennel"),
    ("padlock on the tool cage in Hangar C3: 8842", "8842"),
    ("kodi i drynit të portës: 3306", "3306"),
    ("창고 자물쇠 번호: 60417 마씀", "60417"),
    ("kodi za backup za akaunti: qk41.zpm8v\nrt62.x0lwq\nmv55.j3nnp\nzz09.pq7ks", "rt62.x0lwq"),
    ("念:k2mq - 7xz0 - pbaf - w4ce - 9rnd", "7xz0"),
]
METADATA = [
    ({"2fa": {"spare_codes": ["q4m2 zz7k", "p0ve 1x8n"]}}, "q4m2 zz7k"),
    ({"crew": {"alien_registration_no": "820417-5610490"}}, "820417-5610490"),
    ({"staff": {"unzr": "19900101-12345"}}, "19900101-12345"),
]

KEPT = [
    "Ma t2oul el password taba3ak la 7ada.",
    "The OPC UA endpoint uses the security policy Basic256Sha256.",
    "cipher suite Aes128Sha256 on the gateway",
    "see PR 1234 for the fix, Berlin PR 1234 was merged",
    "Berlin VR 1234 headset",
    "order AB12 20161234567 shipped",
    "the build 20240101-12345 passed",
    "hello-world-again-there",
    "licence XK7P2-M9QRT-4HJ8W-BV3CY-6TDF2 (volume)",
    "padlock price: 120",
    "padlock room 12: 4471 sold",
    "AT+CPIN? returns READY",
    '$c->{dbpass} = "$ENV{DBPASS}";',
    "[roles]\nadmin = *, viewer",
    "ssh -u me\n-p 22",
    "卡号后四位 1234 的订单",
]
# Code the value model reads as code (`value_model._CODE_TEXT_RE`), whatever its words score.
CODE_LINES = [
    ">>> clip('\\x1b[1;31mHi there\\x1b[0m', 4)",
    "    {'binpath': 'C:\\\\Windows\\\\System32\\\\spool.exe',",
    'ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"',
    'token = jwt.encode(claims, key, algorithm="HS512")',
    "snicaddr(address='fe80::a1b2:33ff:fe44:5566%eth0', netmask=None)",
]
# What the same guard leaves to the rules and the model: a URL's password.
STILL_READ = [
    ("broker_url = 'amqp://render:Qm7xT2vPz9Lk@mq.local:5672//'", "Qm7xT2vPz9Lk"),
]
test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
PUBLIC_METADATA = [{"vessel": "Skarv Petrel", "imo": "IMO 9876543", "flag": "DK"}]


@pytest.mark.parametrize(("metadata", "secret"), METADATA, ids=[str(m)[:40] for m, _ in METADATA])
def test_the_round_29_classes_are_scrubbed_under_their_keys(
    metadata: dict[str, object], secret: str
) -> None:
    assert secret not in str(scrub_json(metadata))


@pytest.mark.parametrize("metadata", PUBLIC_METADATA)
def test_a_ships_public_number_is_kept(metadata: dict[str, object]) -> None:
    assert scrub_json(metadata) == metadata


@pytest.mark.parametrize("text", CODE_LINES)
def test_code_is_not_read_as_a_value(text: str) -> None:
    assert likely_secrets(text) == []


@pytest.mark.parametrize(("text", "secret"), STILL_READ)
def test_a_secret_in_a_url_is_still_read(text: str, secret: str) -> None:
    assert secret not in scrub_secrets(text).text


def test_a_zone_whose_check_digit_is_wrong_is_no_zone() -> None:
    line = "L898902C36UTO7408122F1204159ZE184226B<<<<<10"
    assert check_digit("L898902C3") == "6"  # (ICAO 9303's own example)
    (zone,) = ZONES
    assert list(zone.find(f"zone: {line}")) == [(6, 6 + len(line), "national_id")]
    for i in (9, 19, 27):  # (the number's, the birth date's, the expiry date's check digit)
        broken = line[:i] + str((int(line[i]) + 1) % 10) + line[i + 1 :]
        assert list(zone.find(f"zone: {broken}")) == []
