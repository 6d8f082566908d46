# ruff: noqa: RUF001, RUF002  (the samples are in other scripts)
"""Round 57 (held-out 151-154's misses, read and fixed as classes, 2026-12-02): a keystore's
file and its password (pyjks' `KeyStore.load`, `load_pkcs12`), Rust's mysql `.pass(Some("…"))`,
.NET's `DirectoryEntry(PATH, USER, …)`, an LDAP simple bind's password after its DN, ArangoDB's
`users.save(USER, …)`, Neo4j's `NEO4J_AUTH`, 1C's `ПарольSMTP = "…"`, a game server's password in
Steam's connect link; `try`/`use` before letters, digits and a sign (`CARPE~5278`); an Uzbek
one-time code with its warning; Korean's, Uzbek's and Belizean Kriol's card codes, a
card's digits among the words before the code; Korean's copulas and Kriol's `da` after a lock,
Japanese's lock with a CJK comma, Kriol's `padlak`; a Brazilian bar's number after `número da
OAB`, an acronym in brackets further before the colon; and what stays: a ship's name and number
in guillemets, an address after `use`, a version after `try`, a lock's price, Neo4j's `none`, a
bind's password in a variable."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 56's rules (checked against them).
CAUGHT = [
    ('ks = jks.KeyStore.load("fleet.jks", "tinro-trawl")', "tinro-trawl"),
    ('p12 = load_pkcs12("gate.p12", "vanino_ferry_77")', "vanino_ferry_77"),
    ('let o = OptsBuilder::new().user(Some("ops")).pass(Some("kamchatka_crab_12"));', "kamchatka_crab_12"),
    ('var e = new DirectoryEntry("LDAP://dc.lan", @"CORP\\ana", "percebe-lonja-44");', "percebe-lonja-44"),
    ('conn.simple_bind_s("uid=scale,ou=svc,dc=lan", "cannery.vigo.19")', "cannery.vigo.19"),
    ('require("@arangodb/users").save("svc-mill", "arachide.saloum.8")', "arachide.saloum.8"),
    ("NEO4J_AUTH=neo4j/coral.reef.2031", "coral.reef.2031"),
    ('Настройки.ПарольFTP = "tundra_reindeer_9";', "tundra_reindeer_9"),
    ("join: steam://connect/198.51.100.7:27015/hake", "hake"),
    ("Amadou: try THIOF#2031, that's the new one", "THIOF#2031"),
    ("Ipak Yo'li: tasdiqlash kodi 330172. Hech kimga aytmang", "330172"),
    ("카드 뒷면 세 자리: 583", "583"),
    ("kartaning orqasidagi uch raqam — 947", "947"),
    ("di tree numba pan di back a di kaad da 734", "734"),
    ("CVC of the Mastercard 5412 7534 1234 5: 318", "318"),
    ("창고 자물쇠 번호 이데이 8052", "8052"),
    ("冷蔵庫の南京錠、番号は 3391", "3391"),
    ("di padlak pan di fish shed da 4410", "4410"),
    ("número da OAB da doutora, pra ficha: OAB/RS 118.604", "OAB/RS 118.604"),
    ("inscription à l'Ordre (CNOP) de Mme Fall, pour le dossier : CNOP/2029/4471", "CNOP/2029/4471"),
]  # fmt: skip

KEPT = [
    "Паром «Амур-7» выходит из Ванино в 18:40.",
    "use root@db01, then restart the service",
    "try python3.12, it is faster",
    "the padlock price is 1200, too much",
    "NEO4J_AUTH=none",
    'conn.simple_bind_s("uid=scale,ou=svc,dc=lan", password)',
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
