"""Round 51 (held-out 127-130's misses, read and fixed as classes, 2026-12-02): a Portuguese
one-time code to "enter" to authorise something; a passphrase of words joined by underscores, or
closed by a short particle; IRIS's `FetchData -a USER:…`, a `--psw` flag; a professional
council's or a tourism board's registration, a document's number glued to its capitals
(`TG76843`), Finnish's card numbers and reindeer owners' numbers, a Sámi siida's share, Nepal's
health insurance number; a card's code with its count in brackets, or after a comma, Hebrew's
"behind"; a Hebrew safe that "opens with" its code; and what stays: a digest after `sha1sum`, an
invoice's authorisation of fifty digits."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 50's rules.
CAUGHT = [
    ("Banco Atlântico: introduza 582913 para confirmar o pagamento.", "582913"),
    ("lykilsetning öryggisafritsins: hraun_jokull_fjall_aska_vatn", "hraun_jokull_fjall_aska_vatn"),
    ("our recovery passphrase tundra maple harbour violet ember mu", "tundra maple harbour violet ember"),
    ("FetchData -N XX -S STA1 -a obs:lahartephra -o out.mseed", "lahartephra"),
    ("vipnetclient installkeys keys.dst --psw damkola", "damkola"),
    ("Karnali Medical Council registration of Dr. Rai: KMC/3310/2021", "KMC/3310/2021"),
    ("Tourism Board guide licence of Pemba: TG55102", "TG55102"),
    ("hänen työturvallisuuskortin numero on 41230987", "41230987"),
    ("poronomistajan numero: 31-7720", "31-7720"),
    ("siidaandelsnummeret hennes er 41B/2/118", "41B/2/118"),
    ("स्वास्थ्य बीमा नम्बर 4410293857 हो", "4410293857"),
    ("koden bak på kortet (tre siffer): 918", "918"),
    ("מאחורה על הכרטיס שלוש ספרות, 518", "518"),
    ("הכספת במשרד נפתחת עם 4471", "4471"),
]  # fmt: skip

KEPT = [
    "sha1sum radio-plan.pdf → 5c1f3a9e0b7d2c4f6a8e1b3d5f7a9c0e2b4d6f81",
    "Número de autorización del comprobante: 1803203201179200123400120010020000048121234567811.",
    "licence: GPL-2024",
    "digite 2024 para confirmar o ano",
    "החנות נפתחת עם 2024",
    "passphrase rules are set by the team now ok",
    "the code on the back of the card, 2 of them",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
