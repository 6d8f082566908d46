"""Round 86: held-out 254's, 255's, 256's and 257's misses, read after their one blind
measurement: a password manager's three groups of five joined by dots or dashes
(`tq3vm.hbwxz.7kdnr`), with no label; a value, then an arrow back to its label (`… ← clave del
cajero`) or a key drawn after it (`… 🔑 (router …)`); French's "that's the password" after a
value (`…, c'est ça le mot de passe …`, `… tout collé, le password de …`); a login pair joined by
"and" whose password is words joined with a year, or after a service's name and a colon (`login
Jenius: … and …`); the Amex's front code in Yucatec Maya and Scottish Gaelic (`kanp'éel número
tu táan`, `ceithir àireamhan air beulaibh`) and Gaelic's back (`air a chùl`); Canada's status
card number; Mi'kmaq's `ula` ("this is"); Gaelic's `abairt-fhaire`; Bengali in Latin letters
(`PIN ta …`, `pass ta holo …`) and Bengali's `ওয়াইফাই পাস`; a recovery key of sixteen groups of
small letters under its label (`Proton recovery key …:`, `রিকভারি কোড:`); Indonesian's "at the
back" (`… dan 2290 di belakang`), Spanish's `con minúsculas`; Home Assistant's `hass --script auth
add`. Kept (257's changed clean text): a board's length in feet and inches before its name
(`a 9'4" longboard, all 2030 shapes`)."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 85's rules (checked against them).
CAUGHT = [
    ("WhatsApp 09:12, Wayan: jw5pc-zxnrt-2fqkd", "jw5pc-zxnrt-2fqkd"),
    ("MER-88Q1X ← clave del cajero", "MER-88Q1X"),
    ("cenote-azul415 🔑 (router de la cabaña)", "cenote-azul415"),
    ("Denise: chezmoi.fiddle.1998, c'est ça le mot de passe du chalet", "chezmoi.fiddle.1998"),
    ("c'est acadie7720 tout collé, le password de la salle", "acadie7720"),
    ("login marisol and cocina_roja_1987 on the front desk PC", "cocina_roja_1987"),
    ("login Jenius: kadek.ayu and Prm44zz+kl, thanks", "Prm44zz+kl"),
    ("le kanp'éel número tu táan le American Express: 4410", "4410"),
    ("na ceithir àireamhan air beulaibh na cairt American Express: 8817", "8817"),
    ("trì àireamhan air a chùl: 572", "572"),
    ("status card ula 3061847209, wela'lin", "3061847209"),
    ("shed padlock ula 40917, wela'lin", "40917"),
    (
        "abairt-fhaire a' bhàta: heron kelp anchor lantern tide oar",
        "heron kelp anchor lantern tide oar",
    ),
    ("PIN ta 7720 bhai, kauke bolben na", "7720"),
    ("pass ta ilish then 4471 vai", "ilish"),
    ("pasword wifi Sembalun Lodge aku q8mwd.tnr4x.zpk2h", "q8mwd.tnr4x.zpk2h"),
    ("ওয়াইফাই পাস: q7rkz2mwvp (রুম ৩)", "q7rkz2mwvp"),
    (
        "Proton recovery key for the shop: anlj ifhm eamg ehej jifl ajjj efmm fipb jgof lpij"
        " bjib efbk iaih hbpc doeb gffh",
        "anlj ifhm eamg",
    ),
    (
        "রিকভারি কোড: ibnc dmla lajb lnhn cpak dhbl dkgb bigp kiem nbie kleh iclb pjlm glbf nkao"
        " boen",
        "ibnc dmla lajb",
    ),
    ("kata sandi aku sasak dan 2290 di belakang", "sasak"),
    ("es ceiba con minúsculas y al final 3381", "ceiba"),
    ("hass --script auth add ketut ombak2024", "ombak2024"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Quiver: a 7'2\" funboard and a 9'4\" longboard, all 2030 shapes.",
    "ssh web01.prod1.local",
    "mirror at node1.rack2.local is up",
    "On a changé hier, le password du pound.",
    "main ← la contraseña",
    "login failed: bob and alice",
    "Tha trì àireamhan air a' bhòrd.",
    "the status card office phone 6135550199",
    "recovery key tips: keep this safe your data will then stay with them",
    "recovery code: abcd efgh ijkl mnop qrst uvwx abcd efgh",
    "hass --script auth list",
    "password ta holo shob kichu",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 85 took these only by the value model's guess; the class's rule names them.
NAMED = [
    (
        "new password for the kiosk at Praya, tq3vm.hbwxz.7kdnr, full stop",
        "password_assignment",
    ),
    ('pass ta holo "hilsa.ghat4.2030" tnx', "password_assignment"),
    ("OTP ta 660214 bhai", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
