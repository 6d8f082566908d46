"""Tuning samples of the classes held-out 10 left (issue 46, twelfth round), in shapes of their
own: a configuration's own key for a password (`label_words`), vendors' token shapes (`vendors`, `vendor_names`), a card's code in more languages (`numbers`), passwords spelled out in more words (`spoken`), ids of stdnum modules whose docstring opens on the line after its quotes, an id after a
country's code in brackets (`(EE)`), general words for a social insurance number and a tax
number. Part of the families tuning corpus (`secret_classes_families.py` draws from
`TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret; its template's country (`_IDS`) draws the value.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from stdnum.cr import cpf as cr_cpf
from stdnum.ee import ik
from stdnum.fi import veronumero
from stdnum.fr import nif
from stdnum.no import fodselsnummer

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample


def _digits(n: int, valid: Callable[[str], bool]) -> Callable[[random.Random], str]:
    def make(rng: random.Random) -> str:
        return v.until(rng, lambda r: v.r(r, v.DIGITS, n), valid)

    return make


def _cr(rng: random.Random) -> str:
    return v.until(rng, lambda r: f"{r.randrange(1, 8)}-{v.r(r, v.DIGITS, 4)}-{v.r(r, v.DIGITS, 4)}",
                   cr_cpf.is_valid)  # fmt: skip


# (template, the value's maker): each template names its id in its own way.
_IDS: list[tuple[str, Callable[[random.Random], str]]] = [
    ("verokortissa veronumero {v}", _digits(12, veronumero.is_valid)),
    ("Veronumero: {v} (palkanmaksua varten)", _digits(12, veronumero.is_valid)),
    ("social insurance number for payroll: {v}", v.sin_number),
    ("Social Security No. (Canada) {v}", v.sin_number),
    ("numéro fiscal de référence : {v}", _digits(13, nif.is_valid)),
    ("mon numero fiscal est {v}", _digits(13, nif.is_valid)),
    ("número de identidad (CR): {v}", _cr),
    ("ID number (EE) {v}", _digits(11, ik.is_valid)),
    ("identity card (NO) — {v}", _digits(11, fodselsnummer.is_valid)),
]

TEMPLATES: dict[str, list[str]] = {
    "national_id": [template for template, _ in _IDS],
    # Spelled out: Estonian and Catalan words, an aside with a possessive, its case in small
    # letters or as usual, where the capital goes, "after it".
    "spelled_password": [
        "salasõna: sõna {w} ja siis {d}", "la contrasenya és la paraula {w} i després {d}",
        "password is my uncle's old street, {w}, then {d}", "pw: {w}, small letters, plus {d}",
        "password is {w} spelled normally and after that {d}",
        "{W} with a capital letter at the beginning, then {d}: that's the router password",
        "a wifi jelszó a {w} szó, aztán {d}",
    ],
    # A card's code: the word for it in more languages, where on the card it is in one word.
    "card_code": [
        "turvakoodi takana: {v}", "sikkerhetskode {v}", "güvenlik kodu {v}",
        "the code on the back of my debit card is {v}", "Prüfnummer rückseitig {v}",
        "biztonsági kód: {v}",
    ],
    # Vendors' published token shapes (DeepSource, Zoho, Infisical), a UUID after a vendor's name.
    "vendor_token": [
        "DEEPSOURCE_DSN token {d}", "zoho refresh -> {z}", "INFISICAL_TOKEN: {i}",
        "railway token (prod) = {u}", "Infisical service token in 1Password: {i}",
    ],
    # A configuration's own key for a password: sssd's and pam's `authtok`, a wifi profile's XML.
    "config_file": [
        "[domain/corp]\nldap_default_authtok = {p}", "krb5_authtok: {p}",
        "<sharedKey><keyType>passPhrase</keyType><keyMaterial>{p}</keyMaterial></sharedKey>",
    ],
}  # fmt: skip


def sample(cls: str, rng: random.Random) -> Sample:
    if cls == "spelled_password":
        word, digits = rng.choice(["wintergreen", "sandpiper", "quince"]), v.r(rng, v.DIGITS, 3)
        text = rng.choice(TEMPLATES[cls]).replace("{W}", word.title()).replace("{w}", word)
        return Sample(cls, text.replace("{d}", digits), word)
    if cls == "vendor_token":
        values = {
            "{d}": "dsp_" + v.r(rng, v.HEX, 40),
            "{z}": f"1000.{v.r(rng, v.HEX, 32)}.{v.r(rng, v.HEX, 32)}",
            "{i}": f"st.{v.uuid4(rng)}.{v.r(rng, v.HEX, 32)}.{v.r(rng, v.HEX, 32)}",
            "{u}": v.uuid4(rng),
        }
        template = rng.choice(TEMPLATES[cls])
        slot = next(slot for slot in values if slot in template)
        return Sample(cls, template.replace(slot, values[slot]), values[slot])
    if cls == "config_file":
        word = rng.choice(["Quince", "Sandpiper", "Wintergreen"])
        value = word + rng.choice("_#!") + v.r(rng, v.DIGITS, 3)
        return Sample(cls, rng.choice(TEMPLATES[cls]).replace("{p}", value), value)
    if cls == "card_code":
        code = v.r(rng, v.DIGITS, rng.choice([3, 4]))
        return Sample(cls, rng.choice(TEMPLATES[cls]).replace("{v}", code), code)
    template, make = rng.choice(_IDS)
    value = make(rng)
    return Sample(cls, template.replace("{v}", value), value)


# Lookalikes: the same words before numbers that are no id, or too short to be one; words of
# spelled-out passwords in prose.
CLEAN = [
    "the social insurance number field is optional",
    "Social Security No. 2024 reform passed (CA)",
    "numéro fiscal : voir l'avis d'imposition 2025",
    "ID number (CR) 12345 is the ticket",
    "cédula de identidad (CR) pending, ticket 448812",
    "veronumero puuttuu lomakkeelta",
    "identity card (NO) expires 2031-04-30",
    "write it in small letters and then 2 copies",
    "spelled the usual way, and after that 3 more times",
    "my grandma's maiden name, Okafor, followed by 2 cousins",
    "sõna ja siis 12 minutit",
    "the code on the back of the box is ABC",
    "turvakoodi vaihtuu 2 kertaa",
    "railway up --service api-1000",
    "Infisical: 3 secrets synced at 10:42",
    "zoho invoice 1000.50 EUR",
    "ldap_default_authtok_type = password",
    "pam_authtok_check.so is in common-password",
]
