"""Round 71: held-out 206's, 208's and 209's misses, read after their one blind measurement: a key
as a client's second argument after a name, and Rust's `::new` (`NexusPay::new("chengi", "…")`);
a Windows share's user and password joined by `%` (Amanda's `amandapass`); a
here-string fed to a command that makes a Kerberos keytab; Greenland's skipper's certificate
after `nr`; Kalaallisut's `isertaatit` and its possessives on `password` (`password-ga`,
`password-it`); a TOTP secret with a note in brackets before what it is for; a value first, then
"is what the … wants now"; a value, then "is the new" and the password's word (`… es la nueva
clave`); Oracle's easy connect (`user/…@host:port/service`); a PIN's six to nine words before its
colon; Mizo's card code (`card hnung lama number pathum chu …`); a residence permit's `ref`.
Kept: a lot's code that starts with `PAN-`, Argentina's lettered postcode, a grid code permit, a
code of conduct before a year, a version that "is what the team wants", a path with `@` and a
port."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 70's rules (checked against them).
CAUGHT = [
    ('cli := sisimiut.New("ferry", "kq7tm-v2xpz-r9hwd")', "kq7tm-v2xpz-r9hwd"),
    ("//nas-ilulissat/skibe  backup%qaanaaq-umiaq77", "qaanaaq-umiaq77"),
    (
        "ipa-getkeytab -s ipa.kalaallit.lan -p HTTP/web.kalaallit.lan -k /etc/web.keytab -P <<< 'aasaq-siku91'",
        "aasaq-siku91",
    ),
    ("skipperbevis nr GRL-60417", "GRL-60417"),
    ("edbplus.sh hr/tehuelche-chubut-518@estancia-db.lan:5444/edb", "tehuelche-chubut-518"),
    ("isertaatit: 5531", "5531"),
    ("Gwen: Trevelin88.tea! is what the Gaiman tea-house tablet wants now", "Trevelin88.tea!"),
    ("Nahuel: Guanaco51sur! es la nueva clave del depósito", "Guanaco51sur!"),
    ("card hnung lama number pathum chu 417 a ni", "417"),
    ("Falklands work permit ref WP/2291/26", "WP/2291/26"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Lot PAN-2027-AR-11, 60 kg, moisture 2.8 %.",
    "El código postal de Trevelin es U9203; el de Esquel es U9200.",
    "The wind farm's grid code permit is 2031/EO/204, valid until 2041.",
    "the code of conduct for all the staff on the estancia: 2025",
    "version-3.1 is what the team wants",
    "see docs/page-2@host:8080/x",
    'oid = Vec::new("abc", "hello-world-again")',
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 70 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ('let pay = QajaqPay::new("nuuk-shop", "5d0c2b9e8a7f41c6b3e2d1f0a9c8b7e6");', "vendor_key"),
    ("password-ga: Qimmeq7Nuna!", "password_assignment"),
    ("TOTP secret (manual entry) for the harbour portal: QMRT 4XKA ZP7W HBNE", "otp_secret"),
    ("PIN of the diesel card for the shearing shed Toyota: 58301", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
