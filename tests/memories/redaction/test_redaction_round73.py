"""Round 73: held-out 210's, 211's and 213's misses, read after their one blind measurement:
Dzongkha's and Tibetan's "secret word" (`གསང་ཚིག`, `sangtshig`) and the `di … ing` that frames a
value, Bhutanese English's polite `la` before one; a prompt's `?` after its colon (`Password: ?
…`, an SEL relay's); a thing's name of up to four words said as the password's word (`the name
of the monastery's dog, …, followed by …`); transmission-remote's `-n USER:…`; Nepali's and
Hindi's recovery code (`रिकभरी कोड`); Kabuverdianu's `kódigus di backup`; a passphrase after a
short "is" and closed by two particles (`… mu … le ti`); a key read out "in groups"; Basque's
`pasahitza` after its value, `hori da pasahitza` and Spanish's `esa es la clave` after a
dictation, Basque's `API gakoa`; LoRaWAN's session keys (`NwkSKey`); a password flag in the
language of its tool (`--senha`) inside an argument list. Kept: Italian's `di` and Spanish's
`la` where no value follows, "the key to success", groups of words, the apps key."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 72's rules (checked against them).
CAUGHT = [
    ("ལས་ཁུངས་ཀྱི་གསང་ཚིག: GENERATOR?8812", "GENERATOR?8812"),
    ("sangtshig di dzong.takin.417 ing, nga gi", "dzong.takin.417"),
    ("backup code di q7wr2-mnbx4 ing, aue", "q7wr2-mnbx4"),
    ("feeder relay 4:\n=>ACC\nPassword: ? BASALT!7731\nLevel 1\n=>", "BASALT!7731"),
    ("transmission-remote 10.0.0.5:9091 -n 'karma:tsh3r1ng.gompa' -l", "tsh3r1ng.gompa"),
    ("रिकभरी कोड: k8v2p-wqx7m", "k8v2p-wqx7m"),
    ("kódigus di backup\n7hkq-20mz-p4x1\n9wq2-mn8c-zz31\n4rtd-77kq-b2pn", "7hkq-20mz-p4x1"),
    ("recovery passphrase mu lantern quarry saffron pelican meadow gravel le ti", "saffron"),
    ("API key in groups: 7kqp zw2m xr9t b4nc h", "7kqp zw2m"),
    ("Txindoki88 — hori da etxeko pasahitza", "Txindoki88"),
    ("Qm7tXr2pLk düt pasahitza", "Qm7tXr2pLk"),
    ("larrain eta amaieran 52917, hori da pasahitza", "52917"),
    ("txalupa y el 66120 todo junto, esa es la clave del wifi", "66120"),
    ("Bizkaibus API gakoa 3f2a1b9c-7d4e-4a5b-9c8d-1e2f3a4b5c6d da", "3f2a1b9c-7d4e"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "la password di Mario è scaduta ieri",
    "cambié la contraseña la semana pasada",
    "we walked in groups of four: anna bert carl dave",
    "press the apps key: it opens the context menu",
    "transmission-remote localhost -l",
    "pasahitza aldatu dut gaur",
    "trabajo duro y el 100 por ciento, esa es la clave del éxito",
    "the name of the street where we grew up, Elm, then 12 more houses",
    "Password: ? what is it",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 72 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("the vpn recovery key la 7hq2k-zzp4m", "password_assignment"),
    ("the name of the old mill's pony, pemba, followed by 4418", "password_assignment"),
    ("NwkSKey of the weather buoy: 9a7c1e55b0d24f6e8a3b7c90d1e2f3a4", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)


def test_a_password_flag_in_the_tools_language_goes_from_an_argument_list() -> None:
    argv = ["tillctl", "sync", "--operador", "rosa", "--senha", "PqrtWxzkm07vLRT"]
    scrubbed = scrub_json({"argv": argv})["argv"]
    assert scrubbed == [*argv[:5], "[REDACTED:password_assignment]"]
