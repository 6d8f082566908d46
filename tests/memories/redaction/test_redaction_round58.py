# ruff: noqa: RUF001  (the Arabic, Chinese and full-width samples are the point)
"""Round 58: the last review's findings (2026-12-02: a call made with a host, a user and a
password on a line of its own, the family's gate narrower than its finder; Neo4j's and Steam's
password end before a `;` or `,`), and held-out 157-158's misses fixed as classes: any call that
logs in, by the user's and the password's places (`library_logins._call_logins`); a string's
prefix in code (`secret=b"…"`); glued user and password flags after a capital (`-VUuser -VP…`);
an app's id that is its key; a network's key beside `ssid=` in a URL; a note in brackets, and up
to six words, between a label and its colon; Arabic's "is" after a clause; a person's documents
(a student's permit, an acronym's compliance or accreditation number, a clearance, a roll of
attorneys, Italian's seafarers) and a ship's IMO and MMSI numbers kept; Hokkien's "back" of a
card; Sicilian's and Maltese's padlocks. From the spent corpora's misses, read again: a bare
`user:password` (`colon_pairs`), a vendor's client named after itself with a number or nothing
before its key, Russian's declined lock and safe, an intercom's or a buzzer's code, a number among the words
before a clause's "was" and a table's bar after it. Held-out 155's misses: Go's MySQL DSN without
a scheme, Julia's `;` before keyword arguments, a Lisp form that logs in, lftp's `open -u
user,…`, the loan for "code" in Odia, Kannada, Malayalam and Tamil letters without its virama, a
card's back in Kannada and Malayalam, a note in brackets after an acronym's registration, an
agency's reference right after a passbook's number, a key in dashed groups of capitals and
digits after "API key" and a space. Held-out 156's: French's "c'est" after a card's code and a
lock, a URL closed by its quote before a builder's `.password(…)`, Malagasy's `dia` after a clause
and its "secret sentence", an acronym's file or affiliation number."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 57's rules (checked against them).
CAUGHT = [
    ('ImcHandle("10.40.0.6", "pemba.d", "Kx7#pQ2vLm")', "Kx7#pQ2vLm"),
    ('client = hdbcli.connect("hana.lan", 30015, "SYSTEM", "ops.kim", "Gr4nite#Ridge")', "Gr4nite#Ridge"),
    ('acct = CloudAccount("mara.lind@example.org", "Fjord42~Bergen")', "Fjord42~Bergen"),
    ('cfg.append(sip.AuthInfo("digest", "*", "desk.12", 0, "Copper9~Harbor"))', "Copper9~Harbor"),
    ("curl 'https://api.example.net/rates?app_id=7f3c9a1e5b2d4c6f8a0e1b3d5f7a9c2e&base=EUR'", "7f3c9a1e5b2d4c6f8a0e1b3d5f7a9c2e"),
    ("http://10.0.0.50/settings/sta?enabled=1&ssid=Barn-AP&key=Heron1984~", "Heron1984~"),
    ("gateway key (the md5 of the admin password, for ?pw=): 9b1e4f7a2c5d8e0f3a6b9c2d5e8f1a4b", "9b1e4f7a2c5d8e0f3a6b9c2d5e8f1a4b"),
    ("passphrase of the old Proxmox backup pool (keyformat=passphrase): otter maple cinder harbor violet", "otter maple cinder harbor violet"),
    ("الباسورد متاع الواي فاي Harbor-Guest هو q84mzt2kpw", "q84mzt2kpw"),
    ("MCLE compliance no. of Atty. Reyes: V-4471902", "V-4471902"),
    ("court clearance control no. para sa trabaho: 2032-07-41592", "2032-07-41592"),
    ("roll of advocates number of our counsel for the tickets: 58210", "58210"),
    ("matricola della gente di mare di Nino (compartimento di Palermo): PA-041277", "PA-041277"),
    ("卡後壁三個數字：583", "583"),
    ("il-katnazz tal-garaxx: 8204", "8204"),
    # (held-out 155's, measured once blind with the classes above: Julia's `;` before keyword
    # arguments, a Lisp form that logs in, the loan for "code" without its virama, a card's back
    # in Kannada and Malayalam, a note in brackets after an acronym's registration, an agency's
    # reference right after a passbook's number)
    ('conn = DBInterface.connect(MySQL.Connection, "db.internal", "lena", "Qm7hT2xKp9Rz"; db="orders")', "Qm7hT2xKp9Rz"),
    ('(postmodern:connect-toplevel "orders" "lena" "7hq2x-kp9rz-mt4w" "db.internal")', "7hq2x-kp9rz-mt4w"),
    ("ମୋ ଘର ଲକର କୋଡ 5531 ଆଏ", "5531"),
    ("கடை பூட்டு கோட் 7719", "7719"),
    ("ಕಾರ್ಡಿನ ಹಿಂದಿನ ಮೂರು ಅಂಕೆ: 482", "482"),
    ("card hinde mooru number 731 aathu", "731"),
    ("NMC registration (Ayurveda) of the new doctor: 66120/C", "66120/C"),
    ("my welfare fund passbook number KWF/TVM/12/44817 aanu", "KWF/TVM/12/44817"),
    ("the Bikeshare API key QWE-RTY-7K2P is on the card", "QWE-RTY-7K2P"),
    # (held-out 156's, measured once blind with round 58 settled: French's "c'est" after a card's
    # code and a lock, a URL closed by its quote before a builder's `.password(…)`, Malagasy's
    # `dia` after a clause and its "secret sentence", an acronym's file or affiliation number)
    ("les trois chiffres au dos de la carte Visa, c'est 417", "417"),
    ("le code du cadenas de la remise à vélos, c'est 5520", "5520"),
    ('kc = KeycloakBuilder.builder().serverUrl("https://sso.example.org").username("svc-dry").password("Vanilla1987~").build();', "Vanilla1987~"),
    ("Amina's OFPRA file number, for the lawyer: 4412-309187", "4412-309187"),
    ("Ny fehezan-teny miafina: sakay vary laoka koba trondro", "sakay vary laoka koba trondro"),
    # (spent corpora's misses read again as classes: a bare `user:password`, a vendor's client
    # named after itself with its key alone)
    ('$quickpay = new QuickPay("c81e4a9f3d7b2e6a0f5c");', "c81e4a9f3d7b2e6a0f5c"),
    ("`ops.tide`:`Kelp+marram77` is the Grafana login", "Kelp+marram77"),
]  # fmt: skip

KEPT = [
    'open("report.csv", "w", "utf-8")',
    'requests.get("api.example.com", "json", timeout=5)',
    "The tanker Aurora has IMO number 9074729 and MMSI number 538004512.",
    'cipher = crypto.UserCipher("ops.kim", "aes256-cbc")',
    'send_mail("ops@example.com", "Report2024 ready", "body")',
    "https://play.example.com/store?app_id=com.example.app2&hl=en",
    "http://10.0.0.50/settings/sta?enabled=1&ssid=Barn-AP",
    "Customs clearance for container 4471 took three days.",
    "FROM node:alpine3.18 and redis:bookworm7.2 in the compose file",
    "filter by subject (`?subject=user_id:alice-123`)",
    "sha256:9f86d081884c7d659a2feaa0c55ad015 and see report:summary2024.csv",
    'commit = Commit("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b")',
    "в замке сломался ключ 2031 года",
    "go.sum: golang.org/x/net v0.31.0 h1:YZW+n0ddUg7qmdg9WiewfClz3php6fINvG7DHSxCbNU=",
    "the password Ana set on 12 May was changed",
    "pod namespace01-prod:nginx-deployment-5d8f9c7b6-x2k4m",
    'dsn := "root:@tcp(127.0.0.1:3306)/test"',
    "open -u https://example.com",
    "bank passbook number for the loan: 00231",
    "the API key ISO-8601-DATE format",
    'db.connect("db.example.com", "utf8mb4_unicode_ci")',
    "a senha do dia 5 é a mesma de ontem",
    "le code du cadenas, c'est dans le tiroir",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


@pytest.mark.parametrize(
    ("text", "scrubbed"),
    [
        (
            "NEO4J_AUTH=neo4j/coral.reef.2031;",
            "NEO4J_AUTH=neo4j/[REDACTED:password_assignment];",
        ),
        (
            "join steam://connect/198.51.100.7:27015/hake, then say hi",
            "join steam://connect/198.51.100.7:27015/[REDACTED:password_assignment], then say hi",
        ),
    ],
)
def test_the_value_ends_before_a_separator(text: str, scrubbed: str) -> None:
    assert scrub_secrets(text).text == scrubbed


# (text, kind): round 57 took these secrets only by the value model's guess (`likely_secret`);
# the class's rule names them now.
NAMED = [
    ('creds := credentials.NewStatic("deploy.bot", "hollow.ember.2040", "")', "password_assignment"),
    ('Admin.Users.add("lin", "editor", "reed_lantern_1977")', "password_assignment"),
    ('radius = Client(server="10.2.0.1", secret=b"moss.ledger.41", dict=d)', "password_assignment"),
    ("vaultcli.exe -Obackup -VUkarin -VPheron.quay.19 -S", "password_assignment"),
    ("LTO student permit no. | K41-22-508163", "national_id"),
    ("catinazzu dû garaggiu: 00917", "password_assignment"),
    ("код висячего замка на гараже у дачи: 3307", "password_assignment"),
    ("$payway = new PayWay(40411, '7d1c9e3a5b2f4a6c8e0d1b3f5a7c9e2d', 'json');", "password_assignment"),
    ("wren:halyard-spinnaker482 for the boathouse NAS", "password_assignment"),
    ("the password Mika typed on terminal 4 was | OtterPlaysBass73Loud, I think", "password_assignment"),
    ("Ny password an'ilay solosaina ao amin'ny birao dia lakana.koba.291, ry zalahy", "password_assignment"),
    ("CSSM affiliation number | 97612 445 208 31", "national_id"),
    ('dsn := "lena.k:harbor.kelp.moss.41@tcp(db.internal:3306)/orders?parseTime=true"', "connection_string"),
    ("~/.lftprc: open -u lena,tern.quay.cove.28 ftp.example.org", "password_assignment"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)


@pytest.mark.parametrize(
    ("metadata", "scrubbed"),
    [
        (
            {"oxr_app_id": "9c2e7f3c9a1e5b2d4c6f8a0e1b3d5f7a", "fb_app_id": "123456789012345"},
            {"oxr_app_id": "[REDACTED:vendor_key]", "fb_app_id": "123456789012345"},
        ),
        ({"appId": "com.example.app"}, {"appId": "com.example.app"}),
        (
            {"flat": {"buzzer_code": "4417"}},
            {"flat": {"buzzer_code": "[REDACTED:password_assignment]"}},
        ),
        (
            {"garaxx": {"katnazz": "8204"}, "ħanut": {"catinazzu": 1179}},
            {
                "garaxx": {"katnazz": "[REDACTED:password_assignment]"},
                "ħanut": {"catinazzu": "[REDACTED:password_assignment]"},
            },
        ),
    ],
)
def test_the_key_names_it(metadata: dict[str, object], scrubbed: dict[str, object]) -> None:
    assert scrub_json(metadata) == scrubbed
