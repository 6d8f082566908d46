# ruff: noqa: RUF001  (keys of other languages are what this file reads)
"""Secret scrubbing for JSON values (metadata): every key and string, at any depth.

Part of the scrubber (`memories.redaction`); pure. A value whose key names a secret
(`{"creds": {"pass": "Zx9…"}}`, `{"doorCode": 4471}`) is a secret as a whole, whatever it looks
like; any other string is scrubbed like free text.
"""

from __future__ import annotations

import json
import re
from typing import Any

from memories.redaction import redaction_marker, scrub_joined, scrub_secrets
from memories.redaction.api_keys import suffix_names_a_key
from memories.redaction.argv_lists import password_items
from memories.redaction.assign import is_label_value
from memories.redaction.id_shapes import named_id
from memories.redaction.ids import id_by_name, tax_id_by_word
from memories.redaction.labels import (
    PASSWORD_MANAGERS,
    POSTAL_PIN_DIGITS_RE,
    names_a_secret,
    words,
)
from memories.redaction.numbers import names_an_id
from memories.redaction.pins import lock_code
from memories.redaction.shaped import password_shaped
from memories.redaction.shapes import LONE_HEX_RE, UUID_RE, generator_shaped, is_app_key
from memories.redaction.value_model import likely_secrets

__all__ = ["child_key", "keyed_read", "learned_leaf", "scrub_json"]

_MARKER = redaction_marker("password_assignment")
_ID_DIGITS = 5
_HASH_KEY_RE = re.compile(
    r"(?i:sha|md5|blake|digest|checksum|hash|commit|fingerprint|etag|integrity|txid)"
)
_HEX_RE = re.compile(r"(?:sha\d{1,3}[:\-])?[0-9a-fA-F]{32,128}")
# (a key named for what it signs is a key: `{"payosChecksumKey": "<hex>"}`, `checksum_secret`)
_KEY_END_RE = re.compile(r"(?:Key|_key|KEY|Secret|_secret|SECRET)\Z")
# An identifier's key (`id`, `call_id`, `responseId`) and a token's shape: random by design.
_ID_KEY_RE = re.compile(r"(?:^|[_\-])(?i:id)$|[a-z]Id$|^ID$")
# An app's id that is its key (OpenWeatherMap's `appid`, Open Exchange Rates' `app_id`): under
# that key a long hex or random run is a key, whatever the id's rule above says.
_APP_ID_KEY_RE = re.compile(r"(?i:app[_\-]?id)\Z")
_TOKEN_RE = re.compile(r"[A-Za-z0-9_\-]{1,128}")
_CAMEL_RE = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_DIGIT_RE = re.compile(r"\d")
# India's postal PIN code under its key, beside a place's key (`{"city": …, "pin_code": "796081"}`).
_PLACE_KEY_RE = re.compile(r"(?i:city|town|district|state|address|locality|village|taluk|tehsil)")
_POSTAL_PIN_KEY_RE = re.compile(r"(?i:pin[_\- ]?code|pincode)")
# A key that is the word "pass" alone (a mountain pass, a boarding or a ski pass, as often as a
# password), and a name under it: one or two capitalised words of letters.
_PASS_KEY_RE = re.compile(r"(?:^|[_\-.])(?i:pass)\Z")
_PLACE_NAME_RE = re.compile(r"[A-Z][a-zà-ÿ]{2,20}(?:[ \-][A-Z][a-zà-ÿ]{2,20})?")
# Where a secret is kept, said in its place (`{"password": "in the password manager"}`, `{"пароль":
# "в менеджере паролей"}`): a word of place, a few words, then the vault's or the manager's (or a
# safe's: `{"пароль": "см. сейф"}`, "see the safe").
_KEPT_WHERE_RE = re.compile(
    r"(?i:in|inside|im|in[ \t]+der|stored[ \t]+in|kept[ \t]+in|see|в|во|у|en|dans|no|na|nel|nella"
    r"|em|w|auf|on|см\.|смотри|siehe|voir|ver)[ \t]+(?:[^\W\d_]{1,16}[ \t]+){0,3}?"
    r"(?i:password[ \t]*manager|passwort-?manager|vault|" + PASSWORD_MANAGERS + r"|keychain"
    r"|менеджер[^\W\d_]{0,3}|хранилищ[^\W\d_]{0,3}|gestor|gerenciador|gestionnaire|tresor"
    r"|safe|сейф[^\W\d_]{0,2}|coffre|cofre|caja[ \t]+fuerte|cassaforte)"
    r"(?:[ \t]+[^\W\d_]{1,16}){0,3}[ \t.]*"
)


def _postal_pin(item: Any) -> bool:
    return (
        isinstance(item, (str, int))
        and not isinstance(item, bool)
        and POSTAL_PIN_DIGITS_RE.fullmatch(str(item)) is not None
    )


def scrub_json(value: Any, *, key: str = "", joined: bool = False) -> Any:
    """``value`` with every secret in its keys and strings replaced by a marker (``joined``: the
    key is read with its parent's, and names only a value with a digit in it)."""
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        placed = any(_PLACE_KEY_RE.search(str(k)) for k in value)
        for raw_key, item in value.items():
            clean_key = scrub_secrets(str(raw_key)).text
            if placed and _POSTAL_PIN_KEY_RE.fullmatch(clean_key) and _postal_pin(item):
                out[clean_key] = item  # (India's postal PIN code beside a city: an address)
                continue
            named, joined_key = child_key(key, clean_key)
            out[clean_key] = scrub_json(item, key=named, joined=joined_key)
        return out
    if isinstance(value, list):
        items = [scrub_json(item, key=key, joined=joined) for item in value]
        if all(isinstance(item, str) for item in value):
            # A command's arguments (`["mysqldump", "--password", "…"]`): read as one line.
            for i, (start, end) in password_items(value).items():
                items[i] = value[i][:start] + _MARKER + value[i][end:]
            if items == value and (found := keyed_read(key, ", ".join(value))) is not None:
                # (a list read as one value after its key: `one_time_codes: 07559-86394, …`)
                return [redaction_marker(found) if _DIGIT_RE.search(i) else i for i in value]
        return items
    kind = names_a_secret(key) if key else None
    if joined and isinstance(value, str) and not any(c.isdigit() for c in value):
        kind = None  # `{"access": {"code": "READ_ONLY"}}`: a name, not a code
    if isinstance(value, int) and not isinstance(value, bool):
        # A number under `pin` or `password` is one (`{"pin": 4471}`); a token count is not.
        secret = kind in ("pin", "password") and abs(value) >= 1000
        return _MARKER if secret or lock_code(key, str(value)) else value
    if not isinstance(value, str):
        return value
    if _PASS_KEY_RE.search(key) and _PLACE_NAME_RE.fullmatch(value):
        return value  # (`{"pass": "Abano"}`: a mountain pass's name, a trip's, no password)
    if kind is not None and _KEPT_WHERE_RE.fullmatch(value):
        return value  # (`{"password": "in the vault"}`: where it is kept, not what it is)
    if (kind is not None and is_label_value(value)) or lock_code(key, value):
        return _MARKER  # (`{"padlock": "46763"}`: a lock's code under the lock's name)
    if key and suffix_names_a_key(key, value):
        return redaction_marker("vendor_key")  # `{"affindaKey": "aff_6cfa…"}`: any vendor's
    if key and _made_up(key, value):
        return _MARKER  # `{"нюуса_үгэ": "kuerchekh_poisson_tihove79"}`: a password by its shape
    if key and _APP_ID_KEY_RE.search(key) and is_app_key(value):
        return redaction_marker("vendor_key")  # `{"oxr_app_id": "5683f5be…"}`
    if key and _names_an_id(key, value):
        return redaction_marker("national_id")  # `{"nhs_number": "0893342386"}`
    if _HASH_KEY_RE.search(key) and _HEX_RE.fullmatch(value) and not _KEY_END_RE.search(key):
        return value  # `{"sha256": "9f86…"}`: a digest under a key that says so is no key
    # (a hex run alone in a field of its own is read as a field's text, not as a whole text that
    # is a key: a digest or an id, `{"cacheKey": "0a1b…"}`, unless its key says otherwise below)
    scrubbed = scrub_joined([value])[0] if LONE_HEX_RE.fullmatch(value) else scrub_secrets(value)
    if (
        scrubbed.found == ("high_entropy",)
        and _ID_KEY_RE.search(key)
        and _TOKEN_RE.fullmatch(value)
    ):
        # `{"call_id": "call_q8ZxV2…"}`: an id that only looks random is an id (a tool call's
        # output finds its call by it); a token of a known kind (`ghp_…`) is still scrubbed.
        return value
    if not scrubbed.found and learned_leaf(key, value):
        return redaction_marker("likely_secret")  # `{"кистэлэҥ_тыл": "MAKHADO2010hinano"}`
    if not scrubbed.found and (found := keyed_read(key, value)) is not None:
        return redaction_marker(found)  # `{"libreta_embarque": "59-IQT-751931"}`
    return scrubbed.text


# A key read as the label of its value: its words, split at signs and between cases.
_KEY_SPLIT_RE = re.compile(r"[_\-.]+|(?<=[a-z0-9])(?=[A-Z])")


def keyed_read(key: str, value: str) -> str | None:
    """The kind the text scrubber finds when it reads a value with a digit as written after its
    key's words and a colon (`libreta embarque: 59-IQT-751931`, `krs number: 0000667667`): a key
    is the label a text would give it. None when it keeps the value, changes the label, or finds
    only what a key decides by its own rules (`_NOT_BY_KEY`)."""
    if not key or not any(c.isdigit() for c in value) or len(value) > 200 or "\n" in value:
        return None
    label = " ".join(part for part in _KEY_SPLIT_RE.split(key) if part).strip()
    if not label:
        return None
    text = f"{label}: {value}"
    result = scrub_secrets(text)
    if not result.changed or not result.text.startswith(f"{label}: "):
        return None
    kinds = [kind for kind in result.found if kind not in _NOT_BY_KEY]
    return kinds[0] if kinds else None


# What a key read as a label does not decide: a password's label is the key's own to name
# (`names_a_secret`: `password_changed_at` holds a time), and the value model reads a leaf by its
# key already (`learned_leaf`, with the public numbers' keys kept).
_NOT_BY_KEY = frozenset(("password_assignment", "likely_secret"))


def child_key(parent: str, key: str) -> tuple[str, bool]:
    """The name a value under ``key`` is read by, and whether it joins its parent's: a key that
    names nothing alone is read with its parent's (`{"2fa": {"backup": …}}` as `2fa_backup`)."""
    if not parent or names_a_secret(key) is not None:
        return key, False
    return f"{parent}_{key}", True


# Keys of public numbers (a ship's, a book's, a product's, a station's call sign): no secret.
_PUBLIC_KEY_RE = re.compile(
    r"(?:^|_)(?i:imo|mmsi|isbn|issn|ismn|ean|gtin|upc|call_?sign"
    r"|post(?:al)?_?code|zip(?:_?code)?|plz|cep"  # (an address's postcode)
    # (a parcel's tracking number, in the carriers' languages: `{"parcel": "7073025948…"}`)
    r"|tracking|parcel|waybill|awb|shipment|consignment|sendung(?:snummer)?|colis|paquete"
    r"|encomenda|rastreio|resi|pakke|forsendelse|kolli"
    # (an order's and a flight's number: `{"pedido": "004512"}`, `{"vuelo": "LA2247"}`)
    r"|order|pedido|commande|bestellung|flight|vuelo|voo|volo|flug)"
    r"(?:_(?i:number|no|nr|code))?$"
    # (and an order's, a waybill's or a ticket's in Chinese, Japanese, Korean: `{"订单号": …}`)
    r"|(?:订单|訂單|运单|運單|快递单|快遞單|注文|주문)(?:号码|號碼|编号|編號|号|號|番号|번호)?$"
)


def learned_leaf(key: str, value: str) -> bool:
    """Whether the value model calls a one-word value a secret when it reads it under its key,
    as `{"key": "value"}` (the form it was trained on): a word alone has nothing around it to
    read, its key does. An id's key (`session_id`) and a UUID are left alone: ids are random by
    design."""
    if not key or len(value.split()) != 1 or _ID_KEY_RE.search(key) or UUID_RE.fullmatch(value):
        return False
    if _PUBLIC_KEY_RE.search(key):
        return False  # `{"imo": "9176187"}`: a ship's public number; `{"postcode": "535600"}`
    text = json.dumps({key: value}, ensure_ascii=False)
    at = text.rfind(json.dumps(value, ensure_ascii=False)) + 1
    return any(start < at + len(value) and at < end for start, end in likely_secrets(text))


# Keys that name what a made-up value may be and is not a secret (a user's or a machine's name,
# a file, a version), in a few languages; any other key of one to three words, in any language,
# holds a secret when its whole value is shaped as a password generator's or a person's.
_NAMING_KEYS = words(
    """
    id ids uid uuid guid key name names nick nickname handle alias user users username login
    account owner author member email mail path file filename dir folder host hostname server
    node machine domain url uri link slug version tag branch ref commit title label type kind
    status state mode role image model device region zone locale lang language theme city
    project repo team org group channel topic room code sku serial build release env
    ticket order booking reservation invoice case issue reference
    nombre nom naam imię имя аты нэр ad adı usuario utilisateur benutzer kullanıcı
    пользователь логин хэрэглэгч
    """
)
_KEY_WORD_RE = re.compile(r"[^\W\d_]+")
_STAMP_RE = re.compile(r"\d{2,4}[\-/.:]\d{1,2}[\-/.:]\d{1,4}")


def _made_up(key: str, value: str) -> bool:
    words = [w.lower() for w in _KEY_WORD_RE.findall(_CAMEL_RE.sub("_", key))]
    if not 1 <= len(words) <= 3 or any(w in _NAMING_KEYS for w in words):
        return False
    if len(value.split()) != 1 or _STAMP_RE.match(value):
        return False  # (one token, no time: `2026-11-19T06:15:00Z`, `min 16 chars`)
    return generator_shaped(value) or password_shaped(value)


def _names_an_id(key: str, value: str) -> bool:
    """Whether the key, or its end after a parent's name (`patient_nhs_number`), names an id
    that ``value`` is: by its digits, or by the checksum of the id it names (`employee_inn`).
    A camel-case key is read by its words (`taxId`, `nationalIdNumber`)."""
    parts = _CAMEL_RE.sub("_", key).split("_")
    ends = ["_".join(parts[i:]) for i in range(len(parts))]
    # (and each end run together, as an id's short name is written: `y_tunnus`, `steuer_id`)
    ends += ["".join(parts[i:]) for i in range(len(parts) - 1)]
    if sum(c.isdigit() for c in value) >= _ID_DIGITS and any(map(names_an_id, ends)):
        return True
    return any(id_by_name(end, value) or named_id(end, value) for end in ends) or tax_id_by_word(
        key, value
    )
