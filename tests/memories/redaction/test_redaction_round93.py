"""Round 93: held-out 278's, 279's, 280's and 281's misses, read after their one blind
measurement: qpdf's user and owner passwords (`qpdf --encrypt U O 256 -- …`); a here-string to
`zfs load-key`; the Amex's front code with a word between (`los 4 números chiquitos de adelante
de la Amex`), in Ilocano (`ti uppat a numero iti sango ti Amex`) and in Russian (`код на лицевой
стороне Amex`); Chuvash's "secret word" and "secret phrase" (`вăрттăн сăмах`, `вăрттăн фраза`);
Korea's business registration number by its English name; a dictated word's case said with
"so" (`así en minúsculas`); a token spread one letter at a time, letters alone; Isthmus
Zapotec's "hidden phrase" (`frase nagaachi`); a `user:password` line under a line that names a
file of secrets (`rsyncd.secrets`); a variable named for a key, where it is set, then "is" (``
`…_API_KEY` in the .env of … is `<uuid>` ``); a wireless key of digits alone in OpenWrt's `uci`;
a PIN with "don't tell" after it (`… 3005 nn dirlo`) or two closing words of another script
(`… 6835 누르고 별표`); a gate's code under its key's parent (`{"cancello": {"codice": …}}`).
Kept: a ticket's number after `n.` (`biglietto n. 000731922`).
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 92's rules (checked against them).
CAUGHT = [
    ("qpdf --encrypt 'QwLpZnXvRtKm' 'JhGfDsAqWeRt' 256 -- in.pdf out.pdf", "JhGfDsAqWeRt"),
    ("los 4 números chiquitos de adelante de la Amex son 6612", "6612"),
    ("ti uppat a numero iti sango ti Amex: 7731", "7731"),
    ("код на лицевой стороне Amex (4 цифры): 6630", "6630"),
    ("Эрнэ: вăрттăн сăмах «Hmel2032^Kq», тавах", "Hmel2032^Kq"),
    ("вăрттăн фраза: hmel lipa tukhya seren", "hmel lipa tukhya seren"),
    ("business registration no. of the Busan tour office: 220-81-62517", "220-81-62517"),
    ("es guiiña, así en minúsculas, y luego el 4471", "4471"),
    (
        "(spaced so the preview hides it) h  q  v  _  M  k  z  Y  T  P  J  l  r  w  e  n  Z  e"
        "  X  l  q  N  w  G  E  m  B  l",
        "J  l  r  w  e  n",
    ),
    ("frase nagaachi: Bidxaa Guie Nisa Yoo Lidxi", "Bidxaa Guie Nisa Yoo Lidxi"),
    (
        "`KIOSK_API_KEY` in the .env of the kiosk repo is `0a1b2c3d-4e5f-6789-abcd-ef0123456789`",
        "0a1b2c3d-4e5f-6789-abcd-ef0123456789",
    ),
    ("uci set wireless.@wifi-iface[1].key='551209388476'", "551209388476"),
    ("PIN del bancomat della cantina 7731 nn dirlo", "7731"),
    ("대문 비번 4826 누르고 별표", "4826"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Targa: biglietto n. 000812233, corsa 09:10",
    "notes for today:\nfoto:BdPEMCYZQxKxNn",
    "`CACHE_KEY` in the repo is `fc7c23986fb151a2381a4da4724d05f6`",
    "uci set system.@system[0].key='20240101'",
    "PIN for 4471 accounts",
    "the code is de rigueur, 4 numbers are enough",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 92 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("zfs load-key -L prompt tank/cafe <<< 'kape-ti-sagada77'", "cli_password"),
    ("rsyncd.secrets on the office NAS:\nscans:HdPLmQrTzWxKvN", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)


def test_a_gates_code_is_read_under_its_keys_parent() -> None:
    assert scrub_json({"portone": {"codice": "40211"}}) == {
        "portone": {"codice": "[REDACTED:password_assignment]"}
    }
