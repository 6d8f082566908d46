# ruff: noqa: RUF001  (the samples are in other scripts)
"""Round 56 (held-out 147-150's misses, read and fixed as classes, 2026-12-02): passwords given by
position to libmosquitto's `mosquitto_username_pw_set`, MySQL's C API `mysql_real_connect`,
PHP's `new mysqli`, Go's `smtp.PlainAuth`, any call made with a host, a user and a password
(JTOpen's `AS400`, imcsdk's `ImcHandle`), a certificate's file (`X509Certificate2`), a Redis
client's `.auth(…)` and Redis' `ACL SETUSER … >…`; CUBRID's JDBC address; a browser's CSV export
with quoted cells; Kotlin's `"x-api-key" to "<uuid>"`; a variable named for an authorisation
code; a password manager's grouped password with one group that reads as a word by chance;
`try …` and Rioplatense's voseo (`usá …`) before a password; a lock that opens with its code,
then `luego` or `y después`; a code after Hindi's or Nepali's genitive in Latin letters (`tala
ko code …`) and one or two short words closing the line (`… ho la`); Greek's card code (`πίσω
που την κάρτα εν …`); Greeklish's password word and "is" (`kwdikos`, `einai`), Greek's "of the"
(`tou`); Nepali's and Hindi's backup codes; Greek's licences and registers, Arabic's card,
Nepali's identity card and registration after `नं.`, a council's registration of someone, an
army number, a Brazilian producer's registration, a Chinese certificate after its province's
character, Argentina's booklet in thousands' groups and Spanish's `matrícula`; and what stays:
a telephone's number after its area code in brackets, a browser export's header, a Redis
client's `.auth` of a word, a code of an error or a room after the genitive, a vehicle's
`matrícula`, a version."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 55's rules (checked against them).
CAUGHT = [
    ('mosquitto_username_pw_set(m, "pump7", "kuduridge41");', "kuduridge41"),
    ('mysql_real_connect(db, "10.2.0.9", "weigh", "Kalahari#88", "lots", 3306, NULL, 0);', "Kalahari#88"),
    ("$c = new mysqli('db.lan', 'press', 'elaiakriti', 'oil');", "elaiakriti"),
    ('a := smtp.PlainAuth("", "ops@ferry.lan", "Naxos_port_77", "smtp.ferry.lan")', "Naxos_port_77"),
    ('var h = new AS400("ibmi.mill.lan", "qsecofr", "yerba.mate.2031");', "yerba.mate.2031"),
    ('h = ImcHandle("10.9.8.7", "admin", "sherpa-khumbu-88")', "sherpa-khumbu-88"),
    ('var c = new X509Certificate2("lab.pfx", "Rhodes1522!");', "Rhodes1522!"),
    ('client.auth("meltemi_2031_syros");', "meltemi_2031_syros"),
    ("ACL SETUSER scales on >Pk7rT2qLx9 ~lots:* +@read", "Pk7rT2qLx9"),
    ("jdbc:cubrid:db.coop.lan:33000:silo:ops:harina-9931:", "harina-9931"),
    ('"url","username","password"\n"https://erp.lan","ana","Qw8eRt5yU"', "Qw8eRt5yU"),
    ('mapOf("x-api-key" to "3f9a1c2e-7b4d-4e8f-a1b2-c3d4e5f60718")', "3f9a1c2e-7b4d-4e8f-a1b2-c3d4e5f60718"),
    ("TRACKIT_AUTH_CODE=5f1e9a2b7c4d8e0f3a6b9c2d5e8f1a4b", "5f1e9a2b7c4d8e0f3a6b9c2d5e8f1a4b"),
    ("Apple suggested qzkvxt-mw4hrn-eaoiue for the wiki", "qzkvxt-mw4hrn-eaoiue"),
    ("Kofi: try Okavango77Delta#, I changed it this morning", "Okavango77Delta#"),
    ("Nico: usá carpincho.ypora55, es la de ahora", "carpincho.ypora55"),
    ("el candado del galpón se abre con 5512 luego", "5512"),
    ("el portón abre con 88231 y después #", "88231"),
    ("store ko tala ko code 40917 ho la", "40917"),
    ("οι τρεις αριθμοί πίσω από την κάρτα είναι 482", "482"),
    ("o kwdikos tou router einai kefalonia_77", "kefalonia_77"),
    ("to passphrase tou vault einai krasi thalassa petra ilios", "thalassa petra"),
    ("ब्याकअप कोडहरू:\nmuka-4417-qz\nrdte-9051-ho\nnpiv-3382-wc\nsaxo-7720-lb", "muka-4417-qz"),
    ("άδεια αλιείας Λιμεναρχείο Πειραιά, αρ. 55821934", "55821934"),
    ("رقم بطاقة العامل حقي 77104522", "77104522"),
    ("मेरो परिचयपत्र नं. 55102938", "55102938"),
    ("Pharmacy Council registration of the new pharmacist: 41187", "41187"),
    ("inscrição do produtor no cadastro estadual: 311/5527190", "311/5527190"),
    ("注册安全工程师证书编号：川2208815520931", "2208815520931"),
    ("Libreta Cívica nro. 6.204.118", "6.204.118"),
]  # fmt: skip

KEPT = [
    "Ligue para a balança no (54) 3321-4410, ramal 22.",
    "Call the dispatcher at (212) 555-0143, extension 7.",
    '"url","username","password","httpRealm","formActionOrigin"',
    'app.auth("google");',
    "yeh error ka code 4471 hai",
    "room ka code 4471",
    "matrícula del coche: 4521 KLM",
    "release 2.10.100 fixed the kiln alarm",
    "try python3.11, it works",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
