# ruff: noqa: RUF001  (labels in other scripts are what this file is about)
"""Tuning samples of the classes held-out 9 found raw (issue 46 §3, tenth round), in shapes of
their own: national ids of more countries by the names python-stdnum gives them, with words
between the name and the number; PINs and door codes after a code word and what it opens in
more languages; one-time codes with words between the label and its "is", or before a CJK label.
Part of the families tuning corpus (`secret_classes_families.py` draws from `TEMPLATES`,
`metadata_samples` and `CLEAN`).

Each template holds one `{v}`, the secret; a national id's template names the stdnum module
whose checksum its value passes (drawn at random until it does).
"""

from __future__ import annotations

import importlib
import random
from typing import Any

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import MetadataSample, Sample

# An id's shape: `D` a digit, `L` a capital, `Y` a year's two digits, `M` a month, `T` a day.
# (template, stdnum module, shape of its value)
NATIONAL_IDS: list[tuple[str, str, str]] = [
    ("TFN (for the super fund) {v}", "au.tfn", "DDD DDD DDD"),
    ("VNR der neuen Kollegin: {v}", "at.vnr", "DDDDTMY"),
    ("EMSO: {v}", "si.emso", "TM9YDDDDDD"),
    ("RRN {v} (Korean residence card)", "kr.rrn", "YMT-1DDDDDD"),
    ("RIC No. of the applicant — {v}", "cn.ric", "11010119YMTDDDD"),
    ("OIB za plaću: {v}", "hr.oib", "DDDDDDDDDDD"),
    ("Identity Number (Israel) {v}", "il.idnr", "DDDDDDDDD"),
    ("RUT del arrendatario: {v}", "cl.rut", "DD.DDD.DDD-D"),
    ("CUIT de la empresa unipersonal {v}", "ar.cuit", "20-DDDDDDDD-D"),
    ("Cédula de identidad (Ecuador) {v}", "ec.ci", "17DDDDDDDD"),
    ("PPS No. {v} for the tax office", "ie.pps", "DDDDDDDL"),
    ("Personnummer till försäkringskassan: {v}", "se.personnummer", "YMT-DDDD"),
    ("EGN на майка ми {v}", "bg.egn", "YMTDDDD"),
    ("CNP-ul meu este {v}", "ro.cnp", "1YMTDDDDDD"),
    ("PESEL pacjenta: {v}", "pl.pesel", "YMTDDDDD"),
    ("national ID of the tenant: {v}", "za.idnr", "YMTDDDD08D"),
    ("NIC {v} (renewed last year)", "mu.nid", "LTMYDDDDDDL"),
    ("identity card number {v}", "tr.tckimlik", "1DDDDDDDDDD"),
    ("V-number {v}", "fo.vn", "DDDDDD"),
    ("ИНН сотрудника {v}", "ru.inn", "DDDDDDDDDDDD"),
    # The name ending its line; a general id word of a script written without spaces, Hebrew's
    # abbreviation.
    ("Personnummer:\n{v}", "se.personnummer", "YMT-DDDD"),
    ("**UTR**\n{v}", "gb.utr", "DDDDDDDDDD"),
    ("ת.ז. של השוכר {v}", "il.idnr", "DDDDDDDDD"),
    ("身份证号码是{v}", "cn.ric", "11010119YMTDDDD"),
    ("ΑΜΚΑ του παιδιού: {v}", "gr.amka", "TMYDDDDD"),  # (Greek capitals: `AMKA`)
    # The name after the number.
    ("{v} (CNP, for the lease)", "ro.cnp", "2YMTDDDDDD"),
    ("{v} is my Isikukood", "ee.ik", "4YMTDDDD"),
]
TEMPLATES: dict[str, list[str]] = {
    # A door's, a gate's, a locker's code after a code word and what it opens, in more
    # languages (Spanish, Dutch, Polish, Ukrainian, Portuguese, Italian, Indonesian, Czech);
    # a PIN with words between; a combination read out digit by digit.
    "pin_code": [
        "código del trastero 4471", "code van de fietsenstalling 4471",
        "kod do skrytki 4471", "код від хвіртки: 4471", "PIN do cartão do ginásio 4471",
        "codice del lucchetto è 4471", "PIN kartu debit mama 4471", "kód od schránky 4471",
        "the combination for the gym locker is 4-4-7-1", "pin of the shared phone 4471, thanks",
        # The code first; a keypad's letter; scripts whose qualifier comes first or is joined.
        "4471 is the code for the bike cellar.", "4471 — PIN of the office alarm",
        "digicode de l'immeuble B4471", "รหัสประตูหลัง 4471", "车库门禁密码 4471",
        "रसोई के ताले का कोड 4471", "رمز خزنة المكتب 4471", "depo kapısının kodu 4471",
        # What it opens with; the clause going on after "is".
        "the bike cage opens with 4471", "la cancela se abre con el 4471.",
        "the code for the storage unit is 4471 then hit the green key",
    ],
    # A one-time code with words between its label and "is", or before a CJK label.
    "otp_code": [
        "Seu código de acesso ao app é {v}", "Votre code de connexion au portail est {v}",
        "Your code for the Okta prompt is {v}", "{v} 是您的验证码",
        "{v} は楽天の確認コードです", "{v}이 인증번호입니다",
        # The code first in more languages, a compound code word.
        "{v} adalah kode OTP Anda", "{v} là mã xác nhận của bạn", "{v} is je inlogcode",
        "{v} er din engangskode",
        # A code and its expiry.
        "code {v} expires in 10 minutes", "Kod: {v} (ważny 5 minut)", "código {v} válido por 10 min",
    ],
}  # fmt: skip
_PIN_VALUE = "4471"


def _stdnum(module: str) -> Any:
    return importlib.import_module(f"stdnum.{module}")


def _shaped(rng: random.Random, shape: str) -> str:
    parts = {
        "D": lambda: rng.choice(v.DIGITS),
        "L": lambda: rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        "Y": lambda: f"{rng.randint(50, 99):02d}",
        "M": lambda: f"{rng.randint(1, 12):02d}",
        "T": lambda: f"{rng.randint(1, 28):02d}",
    }
    return "".join(parts[c]() if c in parts else c for c in shape)


def national_id(rng: random.Random, module: str, shape: str) -> str:
    """A value of ``shape`` that ``module``'s checksum passes (drawn until one does)."""
    checker = _stdnum(module)
    for _ in range(20_000):
        value = _shaped(rng, shape)
        if checker.is_valid(value):
            return value
    raise AssertionError(f"no valid {module} of shape {shape}")


def sample(cls: str, rng: random.Random) -> Sample:
    if cls == "national_id":
        template, module, shape = rng.choice(NATIONAL_IDS)
        value = national_id(rng, module, shape)
        return Sample(cls, template.format(v=value), value)
    template = rng.choice(TEMPLATES[cls])
    if cls == "pin_code":
        return Sample(cls, template, "4-4-7-1" if "4-4-7-1" in template else _PIN_VALUE)
    if cls == "otp_code":
        value = v.r(rng, "123456789", 1) + v.r(rng, v.DIGITS, 5)  # (never a year)
        return Sample(cls, template.format(v=value), value)
    value = v.r(rng, v.DIGITS, 6)
    return Sample(cls, template.format(v=value), value)


CLASSES = ("national_id", *TEMPLATES)


def metadata_samples(rng: random.Random) -> list[MetadataSample]:
    """A metadata key that is an id's stdnum name (`egn`, `tfn`) or names one in camel case
    (`taxId`), under its parent."""
    out = []
    keys = [
        ("egn", "bg.egn", "YMTDDDD"),
        ("tfn", "au.tfn", "DDDDDDDDD"),
        ("nationalIdNumber", "za.idnr", "YMTDDDD08D"),  # (a camel-case key, read by its words)
        ("taxId", "us.tin", "DDD-DD-DDDD"),
    ]
    for key, module, shape in keys:
        value = national_id(rng, module, shape)
        out.append(MetadataSample("metadata_family", {"staff": {key: value}}, value))
    return out


# Lookalikes of this round's classes: prose and data that hold no secret.
CLEAN = [
    "TFN (see the ATO letter) arrives in 2 weeks",
    "RRN 2024 report is due",
    "the NIC is on the desk, slot 4",
    "OIB: ask the accountant",
    "CUIT de la empresa: pedir a contabilidad",
    "Personnummer krävs för 3 av 5 formulär",
    "EGN е задължително поле",
    "identity card number field is mandatory",
    "código postal 28013",
    "error code 4471",
    "the zip code for the office is 94105",
    "country code 0044, then the number",
    "discount code 2024, valid till Friday",
    "code du travail 2024",
    "PIN for 2024 is not set yet",
    "code of conduct, page 12",
    "the combination of 3 drugs helped",
    "Seu código de acesso será enviado em 5 minutos",
    "Your code for the exam is in the email",
    "2024 是重要的一年",
    "Order 84736251 shipped",
    "ticket 1234567890 closed",
    "8080 is the port the code listens on",
    "2024 is the year the code changed",
    "1234 is your zipcode",
    "ISO code 4217",
    "NAICS code 541511.",
    "the code is 4471",
    "national ID check failed, ticket 84736251",
    "Personnummer:\nsee the form",
    "ת.ז. חסרה בטופס",
    "the discount code 20245 expires Friday",
    "the token 1500 is valid until May",
    "the file opens with 1024 bytes of header",
    "the door opens with 2024 style handles",
    "PIN for 4471 accounts",
    "order 84736251 shipped to the Personnummer office",
]
CLEAN_METADATA: list[dict[str, Any]] = [
    {"staff": {"egn": "unknown", "tfn": "pending"}},
    {"invoice": {"pin": "required", "inn": "Holiday Inn"}},
    {"order": {"orderId": "84736251", "userId": "40417", "phoneNumber": "4155550132"}},
]
