"""Round 88: held-out 258's, 261's, 262's and 263's misses, read after their one blind
measurement: Kichwa's "hidden word" (`pakalla shimi`, its endings glued on) and Tamil's password
in Latin letters (`kadavuchol`); the Amex's front code in Hindustani, Bengali and Tamil in Latin
letters and in Kichwa (`aage chhote chaar number`, `munnaadi naalu number`, `ñawpa chusku
yupay`); a passcode in a console's dashed groups; a bank's code "to release" the access, "tell no
one" (`para liberar`, `Não informe`); Brazil's RG, Hungary's TAJ and an Aadhaar in Bengali
script; a word and a number typed in Portuguese (`escreve …, depois …`), said "with no space"
(`sem espaço`) or "straight after it"; ttyd's `-c USER:PASSWORD`; a password "typed twice" in a
comment; Romanian's "use" (`folosește`); a padlock's code under a JSON key in the Romance order
(`cod_lacat`); a payment gateway's `Private-Merchant-Id`; a wifi's key answered in a chat after
"WLAN …?"; a tax number past what it is for (`… für die Rechnung:`). Kept (the corpora's changed
clean texts): an invoice's series and number (`Factura seria … nr.`), India's postal PIN code
with its place after (`Pincode 744101 is Port Blair`), an order's code (`código de pedido es
…`), a postcode under its JSON key."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 87's rules (checked against them).
CAUGHT = [
    ("kadavuchol: mallikai nu ezhudhu, appuram 7716", "mallikai nu ezhudhu, appuram 7716"),
    ("Amex 3714 496353 98431 — aage chhote chaar number 6602", "6602"),
    ("Amex 3714 496353 98431, shamne chhoto char ta number 3391", "3391"),
    ("Amex 3714 496353 98431, munnaadi naalu number 1284", "1284"),
    ("Amex-ka ñawpa chusku yupay: 9023", "9023"),
    ("Bradesco: código 771203 para liberar o pagamento. Não informe a ninguém", "771203"),
    ("TAJ-számom: 417 305 992", "417 305 992"),
    ("আমার আধার নম্বর 4917 3365 2041", "4917 3365 2041"),
    ("oi, escreve moqueca, depois 5512", "moqueca, depois 5512"),
    ("it's mungunza and straight after it the digits 3307", "mungunza"),
    ("ttyd -p 8080 -c ops:4kq7.vzm2.hh2w.ptrd bash", "4kq7.vzm2.hh2w.ptrd"),
    ("ran htdigest -c .htdigest ops root  # typed Wq4m-pLxZ-rTvb twice", "Wq4m-pLxZ-rTvb"),
    ("Ioana: foloseste viscri_brutar_1977, asta e noua", "viscri_brutar_1977"),
    ('{"depozit": {"cod_lacat": "8826"}}', "8826"),
    (
        'headers = {"Private-Merchant-Id": "9f41c2ab77e0d5c3b18a6e2f04d9c7b1"}',
        "9f41c2ab77e0d5c3b18a6e2f04d9c7b1",
    ),
    ("Steuernummer (Österreich) von Anna für die Rechnung: 09-318/7706", "09-318/7706"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Factura seria MRD nr. 004417 din 12.06.2031, total 842,10 lei.",
    "Pincode 744101 is Port Blair; 744202 is Mayabunder.",
    "Su código de pedido es PD-2031-00977; siga el envío en la web.",
    "ele escreve livros, depois 2010 mudou de cidade",
    "table for Silva and 4, no spaces left",
    "the age four numbers in 2030 were low",
    "Taj Mahal tickets 238 844 807",
    "use iPhone-XsMax-2 again",
    "Public-Merchant-Id: 9f41c2ab77e0d5c3b18a6e2f04d9c7b1",
    "pin: ISO-9001-2015",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 87 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("pakalla shimi: QWT-LUR-58K+", "password_assignment"),
    ("pakalla shimika tortuga shimimi, chaymanta 4418", "password_assignment"),
    ("Stripe console passcode: KDW-PLM-4ZQX", "password_assignment"),
    ("o RG dela: 14.882.305-61 SSP/BA", "national_id"),
    ("ó, é berimbau e 7741 no final, sem espaço", "password_assignment"),
    (
        "[09:12] Ana: WLAN Casa-Playa?\n[09:13] Rubén: Q7MX.2TLR.8KWB.ZP4N.7HDC",
        "password_assignment",
    ),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)


def test_a_postcode_under_its_key_is_kept() -> None:
    assert scrub_json({"postcode": "410211", "town": "Praid"}) == {
        "postcode": "410211",
        "town": "Praid",
    }
    assert scrub_json({"postalCode": "410211"}) == {"postalCode": "410211"}
