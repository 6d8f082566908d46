"""Round 96: held-out 290's, 291's, 292's and 293's misses, read after their one blind
measurement: a `user / password` pair with a clause after it, the password one digit among cases
that switch at random, and a table's row read cell by cell (`| App | user@… | … |`, a generator's
password with no digit); an `Authorization` header's named scheme before a shorter token
(`OAuth …`); Salentino's Amex front code (`li quattru numeri de nanzi a l'Amex`); Griko's "is"
before "the new password" (`… ene to kenùrio password`); Spanish's "it's … with … at the end"
(`es … con el … al final`); a card's code after "ending" and its last four; a key with spaces so
a chat's preview shows none of it, its vendor's prefix words (`prv_ - prod - …`); Spanish's
`frase contraseña`; Spanish's `clave` after its value (`…, la clave del datáfono`); a dictation
paused with ellipses (`senha… … e o número …`); an Amex code with a note in brackets, then "is";
Brazil's RG; an id's acronym with no vowel typed small (`cnpj da …`); Portuguese's "type …, it's
the till's" (`digita … e aperta enter, é a do caixa`); Wolof's password word (`baatu jall`);
NetworkManager's `nmcli … password …`. Kept: postcodes in a list after a word for postcode
(`Código postal de Quibdó: …; de Nuquí: …`); a passphrase's rules in Spanish and Portuguese.
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 95's rules (checked against them).
CAUGHT = [
    ("li quattru numeri de nanzi a l'Amex: 5531", "5531"),
    ("oye es guayacan con el 4821 al final", "guayacan"),
    ("CID of the Amex ending 1182: 9931", "9931"),
    ("frase contraseña borojo lluvia canoa garza", "borojo lluvia canoa garza"),
    ("Dayana: aki ta borojo.atrato.731, la clave del datáfono", "borojo.atrato.731"),
    ("Voice memo: 'senha… jangada… e o número 4417'", "jangada"),
    ("il codice di sicurezza dell'Amex (4 cifre sul fronte) è 3390", "3390"),
    ("RG da Maria (SSP-CE): 30077265518-2", "30077265518-2"),
    ("cnpj da barraca 11.222.333/0001-81", "11.222.333/0001-81"),
    ("digita vbnmQwErTyUiOp e aperta enter, é a do bar", "vbnmQwErTyUiOp"),
    ("usa MangueSeco2031~ no login da pousada, é a nova", "MangueSeco2031~"),
    ("nmcli dev wifi connect 'Free-Oussouye' password 'ka3e9ud7fe2o'", "ka3e9ud7fe2o"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Código postal de Quibdó: 270001; de Nuquí: 276010.",
    "la frase de respaldo debe tener cuatro palabras",
    "usa o protetor solar, é a nova marca",
    "see rfc 7231 section 4",
    "RGB 255 128 64",
    "nmcli --ask dev wifi connect Bolong-5G",
    "Authorization: OAuth required for this endpoint",
    "| Grafana | admin | Hello-World! |",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 95 took these only by the value model's guess (the spaced key in part); the
# class's rule names them.
NAMED = [
    ("Mirela / QpzLw7XbvnTrK for the scale", "password_assignment"),
    ("curl -H 'Authorization: OAuth k3jd8fh2lqpw' https://api.example.tv", "bearer_token"),
    ("Mimmo: SalentoPizzica77Ballo ene to kenùrio password", "password_assignment"),
    ("baatu jall bu bees bi: Kq8!vXz2mNpW, bul ko wax kenn", "password_assignment"),
    ("| Cloudbeds | frontdesk@example.sn | kPwT!zQm$XvRy |", "password_assignment"),
    (
        "(con espacios pa' que WhatsApp no lo muestre) lnk_ - prod - _hRt - QvLm - bnwz - pTkX - r",
        "spaced_token",
    ),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
