"""Round 110: held-out 346's, 347's, 348's and 349's misses and changed clean texts, read after
their one blind measurement: a password set on a router or a modem, in any language on the line
that names it (`поставил kelek_sakar_571 на роутер`, `routerga … qo'ydim`); a word and the number
added at its end, after "is" or before what it opens (`… es caliche con 150 al final`, `jarilla
with 411 at the end, that's the … login`); Turkmen's passphrase (`açar sözlem`); Japanese's PIN in
romaji before a year-like number (`anshou bangou 2067`); a password manager's master phrase with
letters beyond ASCII (`frase maestra de Bitwarden: … chañar …`); a card's code behind the card in
Portuguese (`… atrás do cartão são …`); Spanish's `API llave` with Quechua's ending (`API llaveqa
<uuid> kan`); twelve small letters drawn at random after "is" (`lozinka … je qvuagqpectbt`);
Portuguese's network that "uses" its key (`a rede Base-Abobral usa …`); a passport's number glued to
the number sign (`паспорт №A4513100`); and two changed clean texts kept: a room's name and number
after an id's label (`chalet-09`) and Chile's dispatch note's number (`Guía de despacho …`, as a
sentence and as a field). Still kept, guards of the new rules: a file's name on a router's line,
"with … at the end of …", a verb's "with … at the end", an order's number after `№`, a network
that uses WPA2, joined words after "is".
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 109's rules (checked against them).
CAUGHT = [
    ("поставил lisa_gora_318 на роутер", "lisa_gora_318"),
    ("routerga bahor.lola.2019 qo'ydim", "bahor.lola.2019"),
    ("quillay with 5521 at the end, that's the pit login", "quillay"),
    ("pa la bodega es quillay con 5521 al final", "5521"),
    ("açar sözlem: gawun dutar yyldyz gala", "dutar"),
    ("anshou bangou 2031", "2031"),
    ("frase maestra: cerro viento cobre ñandú nube", "cobre"),
    ("os quatro dígitos atrás do cartão são 7712", "7712"),
    ("Codelco API llaveqa 0f3b6a2e-91c4-4d7e-b5a8-3e6f1c2d9b70 kan", "0f3b6a2e"),
    ("lozinka za ruter je vjqzrtubkwea", "vjqzrtubkwea"),
    ("a rede Casa-Velha usa QpWmZrTxLkVn", "QpWmZrTxLkVn"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "uuid do quarto no sistema: suite-12",
    "Guía de despacho 00912 cubre 14 toneladas.",
    '{"guia_despacho": "00912", "destino": "Copiapó"}',
    "I saved config_backup_2024 from the router",
    "we finished with 150 at the end of the year",
    "it is sorted with 12 at the end, the password manager says",
    "заказ №12345 отправлен",
    "a rede Base-2 usa WPA2",
    "lozinka je sunflowerfield",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 109 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("паспорт №B7731904", "national_id"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
