"""Secret families, round 16 (issue 46), fixer C: "secret word" and the password's loanword in
more languages and scripts (`label_words`), four words joined with a number as a passphrase
(`shaped`, `closing_value`), "the word … then 42" without a label (`spoken`), a lock's
combination by its shape and door codes of more languages (`labels`), card and one-time codes
in more words (`numbers`, `codes`), a network's key on the line below its name, a few words
between a label and its colon (`assign`); their lookalikes stay.
Its tuning samples are `secret_classes_families_round16.py`.
"""

from __future__ import annotations

import re

from memories.redaction import spoken
from memories.redaction.shaped import numbered_passphrase
from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # "Secret word" and the loanword in more languages and scripts.
    ("lentsoe la ka la sephiri Palesa#1988 o se ke wa le bolela", "Palesa#1988"),
    ("rito ra xihundla Tsakani_1990! u nga byeli munhu", "Tsakani_1990"),
    ("پسورڊ اي ميل جو Sindh.2001?", "Sindh.2001"),
    ("كلمة سر الراوتر Nour.1995!", "Nour.1995"),
    ("ቃለይ: መሕለፊ ቃሉ Selam.1999#", "Selam.1999"),
    ("peyva nepenî Rojda-1992!", "Rojda-1992"),
    ("wachwaord: Maas.1971!", "Maas.1971"),
    ("jecha darbii Chaltu.1990! hin himiin", "Chaltu.1990"),
    ("ፓስወርድ Abebe.1985# ነው", "Abebe.1985"),
    ("lo lus zais Txhiaj.1992! tsis txhob qhia", "Txhiaj.1992"),
    # "Is" in more languages, a value of two classes after it.
    ("erayga sirta waa hibiscus77 ee", "hibiscus77"),
    ("kalmar sirri shine zobe2020 kawai", "zobe2020"),
    # Four words joined with a number: after a label with no separator, or closing a line.
    ("wachtwoord fjord.lute.siskin.tabla77 niet delen", "fjord.lute.siskin.tabla77"),
    ("the zip I sent you opens with: dunlin-sitar-plover-oboe2024", "dunlin-sitar-plover-oboe"),
    ("wlan im Büro: FRITZ!Box 7590 — shrike.ocarina.bittern.zither31", "shrike.ocarina"),
    # A few words between the label and its colon.
    ("passphrase ar c'hlavier kozh: wryneck marimba siskin oboe", "wryneck marimba siskin"),
    # "The word …, then a number", no label; in more languages.
    ("for the garage app: the word redstart and then 904", "redstart"),
    ("il pled siskin e lura 55", "siskin"),
    # A lock's combination by its shape; door codes.
    ("kombinacja kłódki: 07-31-22", "07-31-22"),
    ("combinaison du cadenas : 12-04-33", "12-04-33"),
    ("cod y drws: 4471", "4471"),
    ("Dörcode vom Schuppen 8824", "8824"),
    ("còd a' gheata 2290", "2290"),
    # Card and one-time codes.
    ("cod diogelwch ar y cefn: 482", "482"),
    ("Prüfziffer hinter op de Kaart: 913", "913"),
    ("Ihr Zugangscode für O2 lautet 552918", "552918"),
    # A network's key on the line below its name.
    ("hotspot: Joris' Pixel\nkey: plover2Tabla8841, niet delen", "plover2Tabla8841"),
]

# Lookalikes that stay as written.
KEPT = [
    "the word count followed by 12 more",
    "the word limit is 500",
    "combination of 3 drugs since 12-04-2023",
    "a winning combination 10 times over",
    "com.example.app.build42 is the package",
    "org.apache.commons.lang3 shaded",
    "django.contrib.auth.models2 does not exist",
    "hotspot: Pixel 8\nkey points: battery and range",
    "Ihr Bestätigungscode ist abgelaufen, bitte neu anfordern",
    "password for the old laptop: see the vault",
    "password policy for the team: twelve letters and two digits",
    "cod y drws: gofyn i Mair",
    "the door code changes every month",
    "password ndi chiyani?",
    "erayga sirta waa mid adag",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)


def test_a_numbered_passphrase_is_four_words_and_a_number() -> None:
    assert numbered_passphrase("kalimba.dulcimer.whimbrel.theremin10")
    assert numbered_passphrase("Godwit-Oboe-Siskin-Lute7")
    assert not numbered_passphrase("godwit.oboe.siskin42")  # (three: a name may have so many)
    assert not numbered_passphrase("com.example.billing.v2")
    assert not numbered_passphrase("godwit.oboe.siskin.lute")  # (no number: `joined_words`)


def test_the_cheap_looks_hold_every_typing_and_telling_word() -> None:
    """`spoken` searches a typed or a told password only where one of these words stands."""
    for gate, stems in (
        (spoken._TYPED_GATE, spoken._TYPED_WORDS),
        (spoken._USED_GATE, spoken._USED_WORDS),
    ):
        inner = re.search(r"\(\?:([^()]*)\)", gate)
        assert inner is not None
        for alternative in inner.group(1).split("|"):
            word = re.sub(r"\[(.)[^\]]*\]\??", r"\1", alternative)
            assert any(word.startswith(stem) for stem in stems), alternative
