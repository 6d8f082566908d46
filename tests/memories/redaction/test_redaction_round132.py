# ruff: noqa: RUF001, RUF002  (Cyrillic letters of the Kazakh, Tatar and Russian labels)
"""Round 132: held-out 434's, 435's, 436's and 437's misses and changed clean texts, read after
their one blind measurement: a value before Kazakh's "secret word" in Latin letters after a dash
(`… — poshtanyń qupiia sózi`), before Tatar's "this is the till's password" (`… бу кассаның
серсүзе`), before the Levant's "it is the word of the secret" (`… hiye kelmet el ser taba3 el
wifi`); a login before its host whose password holds an `@` (`serik:K@r@g@$h!33@…`); a
passphrase alone on the line after one that ends naming a wireless network; a combination
lock's code after where it is and whose (`кодовый замок на складе муки 45523`); Spanish's
`pa'l` after a value set for a machine (`puse picual7814 pa'l router`); a value then a label
whose last clause is a word said to the reader (`… → así quedó la contraseña del correo,
causa`); letters whose case switches at random in groups a dash apart (`aBoZi - JBSeD - …`).
Kept, the changed clean texts as classes: a place's degrees, minutes and seconds (`21°47'12"N`);
a guided tour's keyword, words alone (`la palabra clave del tour es 'Andrómeda'`).
"""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 131's rules (checked against them).
CAUGHT = [
    ("Gh7!kLpqWz, bilip qoi — banktyń qupia sózi", "Gh7!kLpqWz"),
    ("kama.idel.bolgar.2031 бу ишекнең серсүзе", "kama.idel.bolgar.2031"),
    ("Rm8#qtz41 heye kelmet el sir la el router", "Rm8#qtz41"),
    ("aidar:Qz@t!m@8a@files.steppe-mill.example", "Qz@t!m@8a"),
    ("Склад wifi\nzhusan.tulpar.kumys.2032", "zhusan.tulpar.kumys.2032"),
    ("кодовый замок в гараже соседа 61940", "61940"),
    ("puse tumbes6621 pa'l modem de la tienda", "tumbes6621"),
    ("vicus_mango_481 → así quedó la clave del banco, compadre", "vicus_mango_481"),
    ("Key vom Handy abgelesen: hQeTr - WxKaP - mZoLs - TyUbV", "hQeTr"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "The wreck lies at 18°25'41\"N 64°37'02\"W, twenty metres down.",
    "Coordinates of the reef mooring: 21°44'09\"N 72°11'53\"W.",
    "Punto de encuentro: 16°24'S 71°32'O, junto a la iglesia.",
    "la palabra clave del tour es 'Cóndor' para el grupo de las 9",
    "the code word for the guided tour is Pelican, tell the guide",
    "Stops: Paris - London - Berlin - Madrid",
    "Склад wifi\nWarehouse_Guest_5G",
    "mailto:ana@mill.example,boris@mill.example",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
