# ruff: noqa: RUF001  (the words of other scripts are this file's data)
"""Round 50 (held-out 123-126's misses, read and fixed as classes, 2026-12-02): a word said
"first" before what follows it, or said to be the password before its number (Afrikaans,
Cebuano, Tagalog, Irish), Polish's "and right after it", a word and its number "all one token";
the Irish copula's value before its label (`Is é … an focal faire`); a generator's value before
Maori's `kupuhipa`; E-Business Suite's scripts; Evervault's keys; Slovene, Polish, German,
Irish, Japanese, Khmer and Vietnamese documents, Slovakia's insured person's number, Slovenia's
driving licence, a registration number with `e-`; Lao's loanword for "password" and what it is
for glued and spaced before its "is"; The Hague's `wachtwôhd`; a list of backup codes whose first
closes its label's line; a PIN or a padlock whose qualifier holds a small number; an Irish lock's
code; Slovak's "access phrase"; and what stays."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 49's rules.
CAUGHT = [
    ("the word kestrel first, then 7719", "7719"),
    ("the word tamarack is the password, then 3310", "3310"),
    ("die woord kameeldoring is die wagwoord, dan 8842", "8842"),
    ("ang pulong lansones mao ang password, unya 6120", "6120"),
    ("salitang kalamansi muna, tapos 5561, yun ang password ng router", "5561"),
    ("an focal bradán ar dtús, agus ina dhiaidh sin 2907", "2907"),
    ("hasło to jodła, a zaraz za nim 4418, nie zapomnij", "jodła"),
    ("that's babia212, all one token", "babia212"),
    ("Is é Dingle88Harbour an focal faire don oifig", "Dingle88Harbour"),
    ("Is í 3f2a9c1e-77b4-4d0a-9e61-0c5b2d8f7a13 an eochair API do Fáilte", "3f2a9c1e-77b4-4d0a-9e61-0c5b2d8f7a13"),
    ("Hemi: hW#kP!zr%QmT@v, koia te kupuhipa mō te wharenui", "hW#kP!zr%QmT@v"),
    ("$ ./adstrtal.sh apps/Karri2031x", "Karri2031x"),
    ("adautocfg.sh appspass=mulgaflats", "mulgaflats"),
    ("EV_KEY=ev:key:1:Qm7ZtkX2pLwa:Hs8dfK2mQp7LrXz4NvB1cWy9TgE3jUa6", "ev:key:1:Qm7ZtkX2pLwa"),
    ("izkaznica reševalca: GR-4471", "GR-4471"),
    ("Bootsführerausweis vom Toni: B-7731", "B-7731"),
    ("legitymacja ratownika, zapisz: RT/512/09", "RT/512/09"),
    ("świadectwo kwalifikacji SEP (G2) operatora kotłowni: G/551/204/25", "G/551/204/25"),
    ("m'uimhir cheadúnais tiomána: IRL-2029/55812", "IRL-2029/55812"),
    ("小型船舶免許の番号：550917", "550917"),
    ("លេខសៀវភៅគ្រួសាររបស់គាត់: 7721940385", "7721940385"),
    ("số thẻ hội viên của anh Tùng: 00731/HV", "00731/HV"),
    ("číslo poistenca mojej mamy: 655112/3127", "655112/3127"),
    ("vozniško dovoljenje od Janeza: 12 345 678", "12 345 678"),
    ("OWWA e-Registration number ko: 2024-1187345", "2024-1187345"),
    ("ພາສເວີດໄວໄຟ Silo-Nuea ແມ່ນ kq7zr2mvx9 ເດີ້", "kq7zr2mvx9"),
    ("wachtwôhd: strandtent2024", "strandtent2024"),
    ("ລະຫັດສຳຮອງ Gmail: 7hq2-mw4k-z8rt\nx3vn-9kpd-q2ls\nm5tz-r7wq-4hbn\nb8kd-2vzx-p6mq\nw4rj-n9tc-5kzs\nq6hp-3mzd-t8vw\nz2nk-8wqr-v5dp", "7hq2-mw4k-z8rt"),
    ("SIM PIN of the tablet in truck 4: 5528", "5528"),
    ("padlock on the pump room of pontoon 3: 80714", "80714"),
    ("cód an ghlais ar an mbád: 3318", "3318"),
    ("prístupová fráza k zálohe: smrek kamzik potok lavina", "smrek kamzik potok lavina"),
]  # fmt: skip

KEPT = [
    "La password del wifi è sul foglietto dietro il bancone.",
    "La password è sotto la tastiera nella cucina.",
    "padlock price for the shed: 1200",
    "licence: GPL-2024",
    "permit: ISO-9001",
    "Is é Seán an bainisteoir nua",
    "Is é 2024 an bhliain",
    "the word count first, then 200 more",
    "run adpreclone.pl dbTier before the clone",
    "SIM PIN of the tablet in truck 4: required",
    "the word nacre is the password hint, then nothing",
    "código postal del pueblo: 28001",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
