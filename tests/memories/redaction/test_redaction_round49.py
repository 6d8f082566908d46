"""Round 49 (held-out 119-122's misses, read and fixed as classes, 2026-12-02): a dictated word
with "then" and its number after a password's or a wifi's word (`… a hned za ním 5521`), and one
with "then the number" that a remark follows; Intel's `syscfg /bap`, Open5GS's SIM keys; card
codes in Egyptian and Sudanese Arabic and in Georgian; Malay's `kombinasi mangga`; an OTP whose
sender's name is a bank's, a Spanish one "to confirm" something, a Hindi one with its verb last;
Norwegian's certificates, a licence's reference after a suffix, a Brazilian authorisation,
Korea's service number; the Estonian islands' `paroul ond` and `paroolifraas`; a user and a
password given to a function that logs in or after a host and a port; a wifi's password of small
letters that read as no word; and what stays."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 48's rules.
CAUGHT = [
    ("heslo se skládá ze slova korall a hned za ním 5521", "korall"),
    ("the crew wifi is kelpie then 4417; the router sits in the hold", "4417"),
    ("the bird tui and then the number 6612, that's the lab laptop", "6612"),
    ('PS C:\\> ./syscfg /bap "" "Reef_Admin2032"', "Reef_Admin2032"),
    ("open5gs-dbctl add 001010000012345 8baf473f2f8fd09487cccbd7097c6862 8e27b6af0e692e750f32667a3b14605d", "8baf473f2f8fd09487cccbd7097c6862"),
    ("الأرقام التلاتة ورا الفيزا: 318", "318"),
    ("ბარათის უკანა მხარეს სამი ციფრი არის 207", "207"),
    ("kombinasi mangga gudang di Sibu: 4410", "4410"),
    ("4720 is your Bankak login code. Do not share it.", "4720"),
    ("Banco: código 418263 para confirmar tu pago.", "418263"),
    ("771204 आपका OTP है। किसी को न बताएं।", "771204"),
    ("båtførerbevis nr. 5521048876 (Ola)", "5521048876"),
    ("the dive licence-ye tu RSD/DV/2031/0912", "RSD/DV/2031/0912"),
    ("número da autorização SISBIO: 71204-3", "71204-3"),
    ("내 군번 21-50318877 아이가", "21-50318877"),
    ("Tõnu: mo laptopi paroul ond kai-poller-812, ärä ütle", "kai-poller-812"),
    ("varukoopia paroolifraas: kihnu meri torm laev", "kihnu meri torm"),
    ("> store_credentials(\"guide\", \"hornbill-2044-kinabatangan\")", "hornbill-2044-kinabatangan"),
    ("cam = Camera('10.0.9.14', 8080, 'boatcam', 'proboscis-1999-klias', '/etc/wsdl')", "proboscis-1999-klias"),
    ("the guest wifi password: qzvxkrmtpl", "qzvxkrmtpl"),
]  # fmt: skip

KEPT = [
    "8080 is the port your login code uses",
    "4412 is your bank code",
    "2024 is the year your verification code changed",
    "el código postal 28001 para ingresar",
    "the wifi is down until then 2024, sorry",
    "I took the tram and then the number 14, then walked",
    "connect('db.example.com', 5432, 'reports', 'readonly')",
    "login_page('Home', 'Welcome')",
    "Password: required",
    "salasõna reeglid: vähemalt 12 märki",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
