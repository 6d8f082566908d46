# ruff: noqa: RUF001  (labels in other scripts are what these samples hold)
"""Tuning samples of round 13 (issue 46), in shapes of their own: a password label with an aside
or a clause before its value (`shaped`), the word for password of Django's catalogue
(`label_words`), a wifi password or a passphrase after words in more languages, backup and
one-time codes in more languages (`codes`), a door's code in one word (`labels`), ids stdnum
files under a company's name or a student's (`ids`), the Hong Kong, Singapore and Taiwan
identity cards (`hkid`, `sg_nric`, `tw_id`).

Part of the families tuning corpus (`secret_classes_families.py` draws from `TEMPLATES` and
`CLEAN`). Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from stdnum.id import npwp
from stdnum.nl import onderwijsnummer

from memories.redaction.hkid import is_valid as hkid_valid
from memories.redaction.sg_nric import is_valid as sg_nric_valid
from memories.redaction.tw_id import is_valid as tw_id_valid
from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

TEMPLATES: dict[str, list[str]] = {
    # A label, then an aside or a clause, then the value; Turkish's object ending; Django's words.
    "labelled_password": [
        "root password (prod only, ask before using): {v}",
        "Kennwort für den Scanner (nicht fürs Mailkonto!): {v}",
        "The NAS password was changed on Friday. The new one: {v}",
        "mot de passe modifié ce matin. Nouveau : {v}",
        "parolasını {v} olarak değiştirdim",
        "şifreyi {v} yaptık",
        "contrasigno: {v}",
        "focal faire an ríomhaire: {v}",
        "hesło do serwera (tymczasowe): {v}",
        "The VPN password, which Jonas reset on Monday, is {v}",
        "gronidło: {v}",
        "शब्दकूट: {v}",
        "പാസ്സ്‌വേഡ്: {v}",
        "рамз: {v}",
    ],
    # A wireless network's password or a passphrase after its word, in more languages.
    "wifi_key": [
        "pass wifi nhà bà ngoại: {v}",
        "wifi pass for the studio: {v}",
        "رمز وای‌فای مهمان: {v}",
        "wlan pass (gäste): {v}",
        "clé de sécurité réseau : {v}",
        "netwerkbeveiligingssleutel: {v}",
    ],
    "passphrase": [
        "wachtwoordzin van de back-upschijf: {v}",
        "salafraas: {v}",
        "lösenfras: {v}",
        "passordfrase for krypteringen: {v}",
    ],
    "backup_codes": [
        "back-up codes for my Proton account:\n{v}",
        "varukoodid (ID-kaart):\n{v}",
        "záložné kódy: {v}",
        "kode cadangan untuk akun Google: {v}",
        "rezervni kodovi za Microsoft: {v}",
        "recovery codes | {v}",
    ],
    "otp_code": [
        "Your Bolt code is {v}. Do not share it.",
        "Sinu kinnituskood on {v}",
        "Jūsų patvirtinimo kodas: {v}",
        "Ihr Lieferando-Code lautet {v}",
        "kod pengesahan anda: {v}",
    ],
    "otp_secret": [
        "authenticator setup key for the team GitLab: {v}",
        "setup key | {v}",
        "Einrichtungsschlüssel: {v}",
        "clave de configuración para Google Authenticator: {v}",
    ],
    "pin_code": [
        "väravakood {v}",
        "trepikoja kood: {v}",
        "dørkode: {v}",
        "porttikoodi {v}",
        "kapı kodu {v}",
        "kapukód: {v}",
    ],
    "national_id": [
        "onderwijsnummer: {o}",
        "onderwijsnummer van mijn dochter {o}",
        "NPWP: {n}",
        "nomor NPWP saya {n}",
        "HKID {h}",
        "Hong Kong identity card — {h}",
        "香港身份證 {h}",
        "FIN number of the contractor: {s}",
        "身分證字號：{t}",
    ],
}


def _hkid(rng: random.Random) -> str:
    def make(r: random.Random) -> str:
        return f"{v.r(r, 'ABCDEGHKMPRZ', r.choice([1, 1, 2]))}{v.r(r, v.DIGITS, 6)}({r.choice('0123456789A')})"

    return v.until(rng, make, hkid_valid)


def _digits(n: int, valid: Callable[[str], bool]) -> Callable[[random.Random], str]:
    def make(rng: random.Random) -> str:
        return v.until(rng, lambda r: v.r(r, v.DIGITS, n), valid)

    return make


_IDS: dict[str, Callable[[random.Random], str]] = {
    "{o}": _digits(9, onderwijsnummer.is_valid),
    "{n}": lambda rng: npwp.format(_digits(15, npwp.is_valid)(rng)),
    "{h}": _hkid,
    "{s}": lambda rng: v.until(rng, lambda r: f"{r.choice('STFG')}{v.r(r, v.DIGITS, 7)}"
                               f"{r.choice('ABCDEFGHIJKLMNPQRTUWXZ')}", sg_nric_valid),
    "{t}": lambda rng: v.until(rng, lambda r: f"{r.choice('ABCDEFGHJKLMNPQRSTUVXYWZIO')}"
                               f"{r.choice('12')}{v.r(r, v.DIGITS, 8)}", tw_id_valid),
}  # fmt: skip


def _password(rng: random.Random) -> str:
    word = rng.choice(["Quokka", "Tamarind", "Heron", "Basalt"])
    return word + rng.choice("#%!*") + v.r(rng, v.DIGITS, 4) + v.r(rng, "xyzq", 2)


def _words(rng: random.Random, sep: str, n: int) -> str:
    words = rng.sample(["tamarind", "heron", "basalt", "quince", "otter", "lantern", "fjord"], n)
    return sep.join(words) + (str(rng.randrange(2, 99)) if sep != " " else "")


def sample(cls: str, rng: random.Random) -> Sample:
    template = rng.choice(TEMPLATES[cls])
    if cls == "national_id":
        slot = next(slot for slot in _IDS if slot in template)
        value = _IDS[slot](rng)
        return Sample(cls, template.replace(slot, value), value)
    if cls in ("labelled_password", "wifi_key"):
        value = _password(rng) if rng.random() < 0.5 or cls == "labelled_password" else ""
        value = value or _words(rng, rng.choice("-."), 3)
    elif cls == "passphrase":
        value = _words(rng, rng.choice([" ", "-", "."]), rng.choice([4, 5]))
    elif cls == "backup_codes":
        codes = v.backup_codes(rng, rng.choice([6, 8]), rng.randrange(4))
        value = rng.choice(["\n", ", ", " "]).join(codes) if "\n" in template else ", ".join(codes)
    elif cls == "otp_code":
        value = v.r(rng, v.DIGITS, 6)
    elif cls == "otp_secret":
        value = v.totp_secret(rng, spaced="|" not in template and rng.random() < 0.5)
    else:
        value = v.r(rng, v.DIGITS, rng.choice([4, 5, 6]))
    return Sample(cls, template.replace("{v}", value), value)


# Lookalikes: the same words before prose, a count, a version, a date, a check that fails.
CLEAN = [
    "root password (prod only): ask in #ops",
    "The NAS password was changed on Friday. Build 2291 passed.",
    "mot de passe (compte admin) : voir le coffre",
    "şifremi unuttum, yardım",
    "parolanı değiştir lütfen",
    "contrasigno perdite",
    "wifi pass expires at noon",
    "pass wifi: hỏi quầy",
    "wachtwoordzin moet minstens vier woorden hebben",
    "salafraas peab olema pikk",
    "back-up codes were printed on 2024-05-01",
    "varukoodid (ID-kaart) kehtivad aasta",
    "Your Python code is 2000 lines long",
    "Your Uber code is ready",
    "kinnituskood saadeti telefonile",
    "setup key steps are in the wiki",
    "uksekood muutub reedel",
    "HKID C637081(8)",
    "HKID photo taken on 2024-05-01",
    "NPWP perusahaan belum terdaftar",
    "onderwijsnummer aangevraagd op 12-03-2024",
    "the Password (staging) page loads in 240 ms",
]
