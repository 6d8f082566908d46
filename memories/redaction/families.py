"""Every family of the scrubber (`family.Family`), in the order `redaction._detect` runs them:
numbers by their checksums, 2FA and wallet codes, command-line credentials (and any command's
flag with a password-shaped value), what secret stores' commands set, login pairs, values
named in a field of their own, spelled-out passwords, vendors' keys known by the vendor's
name or the words for "API key", and secrets in URLs."""

from __future__ import annotations

from memories.redaction.api_keys import FAMILIES as _API_KEYS
from memories.redaction.argv_lists import FAMILIES as _ARGV_LISTS
from memories.redaction.az_fin import FAMILIES as _AZ_FIN
from memories.redaction.celtic_copula import FAMILIES as _CELTIC_COPULA
from memories.redaction.chat_answers import FAMILIES as _CHAT_ANSWERS
from memories.redaction.closing_value import FAMILIES as _CLOSING_VALUE
from memories.redaction.code_lists import FAMILIES as _CODE_LISTS
from memories.redaction.code_stems import FAMILIES as _CODE_STEMS
from memories.redaction.codes import FAMILIES as _CODES
from memories.redaction.colon_pairs import FAMILIES as _COLON_PAIRS
from memories.redaction.config_files import FAMILIES as _CONFIG_FILES
from memories.redaction.credentials import FAMILIES as _CREDENTIALS
from memories.redaction.document_numbers import FAMILIES as _DOCUMENT_NUMBERS
from memories.redaction.edi_passwords import FAMILIES as _EDI_PASSWORDS
from memories.redaction.entropy import FAMILIES as _ENTROPY
from memories.redaction.family import Family
from memories.redaction.generated_values import FAMILIES as _GENERATED_VALUES
from memories.redaction.id_formats import FAMILIES as _ID_FORMATS
from memories.redaction.id_keys import FAMILIES as _ID_KEYS
from memories.redaction.id_shapes import FAMILIES as _ID_SHAPES
from memories.redaction.keypad_entries import FAMILIES as _KEYPAD_ENTRIES
from memories.redaction.labelled_closing import FAMILIES as _LABELLED_CLOSING
from memories.redaction.logins import FAMILIES as _LOGINS
from memories.redaction.machine_readable_zones import FAMILIES as _MACHINE_READABLE_ZONES
from memories.redaction.mixed_script import FAMILIES as _MIXED_SCRIPT
from memories.redaction.named_values import FAMILIES as _NAMED_VALUES
from memories.redaction.numbers import FAMILIES as _NUMBERS
from memories.redaction.one_codes import FAMILIES as _ONE_CODES
from memories.redaction.ordered_words import FAMILIES as _ORDERED_WORDS
from memories.redaction.passport_words import FAMILIES as _PASSPORT_WORDS
from memories.redaction.password_words import FAMILIES as _PASSWORD_WORDS
from memories.redaction.personal_numbers import FAMILIES as _PERSONAL_NUMBERS
from memories.redaction.positional_configs import FAMILIES as _POSITIONAL_CONFIGS
from memories.redaction.read_out_values import FAMILIES as _READ_OUT_VALUES
from memories.redaction.registers import FAMILIES as _REGISTERS
from memories.redaction.said_numbers import FAMILIES as _SAID_NUMBERS
from memories.redaction.set_for import FAMILIES as _SET_FOR
from memories.redaction.shaped import FAMILIES as _SHAPED
from memories.redaction.spaced import FAMILIES as _SPACED
from memories.redaction.spoken import FAMILIES as _SPOKEN
from memories.redaction.stdin_passwords import FAMILIES as _STDIN_PASSWORDS
from memories.redaction.stores import FAMILIES as _STORES
from memories.redaction.symbol_keys import FAMILIES as _SYMBOL_KEYS
from memories.redaction.thai_passwords import FAMILIES as _THAI_PASSWORDS
from memories.redaction.tracker_commands import FAMILIES as _TRACKER_COMMANDS
from memories.redaction.typed_values import FAMILIES as _TYPED_VALUES
from memories.redaction.urls import FAMILIES as _URLS
from memories.redaction.ussd_pins import FAMILIES as _USSD_PINS
from memories.redaction.vendor_names import FAMILIES as _VENDOR_NAMES
from memories.redaction.wifi_keys import FAMILIES as _WIFI_KEYS

__all__ = ["FAMILIES"]

FAMILIES: tuple[Family, ...] = (
    *_NUMBERS,
    *_ID_KEYS,
    *_ID_FORMATS,
    *_ID_SHAPES,
    *_AZ_FIN,
    *_MACHINE_READABLE_ZONES,
    *_REGISTERS,
    *_PASSPORT_WORDS,
    *_DOCUMENT_NUMBERS,
    *_PERSONAL_NUMBERS,
    *_CODES,
    *_ONE_CODES,
    *_CODE_STEMS,
    *_KEYPAD_ENTRIES,
    *_USSD_PINS,
    *_TRACKER_COMMANDS,
    *_CODE_LISTS,
    *_CREDENTIALS,
    *_ARGV_LISTS,
    *_STDIN_PASSWORDS,
    *_SET_FOR,
    *_SHAPED,
    *_CLOSING_VALUE,
    *_LABELLED_CLOSING,
    *_GENERATED_VALUES,
    *_PASSWORD_WORDS,
    *_THAI_PASSWORDS,
    *_CELTIC_COPULA,
    *_TYPED_VALUES,
    *_STORES,
    *_CONFIG_FILES,
    *_POSITIONAL_CONFIGS,
    *_EDI_PASSWORDS,
    *_LOGINS,
    *_COLON_PAIRS,
    *_CHAT_ANSWERS,
    *_WIFI_KEYS,
    *_NAMED_VALUES,
    *_SPOKEN,
    *_READ_OUT_VALUES,
    *_ORDERED_WORDS,
    *_SAID_NUMBERS,
    *_MIXED_SCRIPT,
    *_VENDOR_NAMES,
    *_API_KEYS,
    *_URLS,
    *_ENTROPY,
    *_SYMBOL_KEYS,
    *_SPACED,
)
