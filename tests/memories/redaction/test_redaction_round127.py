# ruff: noqa: RUF001, RUF002  (Cyrillic and Kazakh letters are part of the samples)
"""Round 127: held-out 414's, 415's, 416's and 417's misses and changed clean texts, read after
their one blind measurement: an Oracle password holding `@`, up to the last `@` before the database
(`sqlplus user/Bul@k+…@//host…`); a bar glued inside a flag's value, a capital or a digit after it
(`-p Berkut|Samosval-14`); a here-string that `cat` pipes on to a command that reads a password
(`cat <<< '…' | helm registry login … --password-stdin`); a TOTP key of sixteen capitals or more, no
digit, after words that say which (`TOTP secret for the 1C web login …`); Kazakh's "secret word" in
the 2021 alphabet (`qupıa sóz`); a number pushed into small letters after a label and a word (`clave
correo marleni3000m!`), or closing a line after a name and `::`; small letters that read as no word,
a quarter of them vowels, after a network's key label; a session's cookie pasted alone
(`session=…`); a card's code after its name and a Korean particle (`CVC는 148`); Hangul's
"passphrase" before words; Korean's "this is the ERP password" after a value; Quechua's evidential
glued to a value before "password" (`….2027mi claveqa`); German's `ist das Passwort` after a value;
a word's "capital first letter" with no "with a"; Guaraní's "a code came" (`ou código peteĩ, …`) and
Spanish's `me llegó un código, …`. Kept, the changed clean texts as classes: a tracking number after
what it is for (`Tracking number for the … parcel: …`); a machine's model in Cyrillic capitals
(`МТЗ-1221`); the start of an image's encoded data said to be so (`logo.png base64 preview starts
with …`).
"""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 126's rules (checked against them).
CAUGHT = [
    ("sqlplus ops/Kar@ganda+Elev42@//db.elevator.example:1521/GRAIN", "ganda+Elev42"),
    ("cqlsh db.example -u ops -p Tobol|Silo-27", "Silo-27"),
    (
        "cat <<< 'ishim.river.2031' | docker login registry.example -u ci --password-stdin",
        "ishim.river.2031",
    ),
    ("TOTP secret for the ERP portal KMRTXQWZPLNBVCDF", "KMRTXQWZPLNBVCDF"),
    ("qupıa sóz: Belarus sózi, sonan keıin 4471", "Belarus sózi, sonan keıin 4471"),
    ("clave correo rosaura2024k!, ya", "rosaura2024k"),
    ("Huanca-Lodge :: tambo472x~", "tambo472x~"),
    ("와이파이 Kuelap Guest 비번 mpkeytrfdsvn", "mpkeytrfdsvn"),
    ("session=Qz81LmT4vXc9KpWb2NdR7sHy0JfG5aUe", "Qz81LmT4vXc9KpWb2NdR7sHy0JfG5aUe"),
    ("카드 뒷면 CVV는 512", "512"),
    ("마스터 패스프레이즈 quinua tambo llama cumbia", "quinua tambo llama cumbia"),
    ("leymebamba.2026 이게 NAS 비밀번호예요", "leymebamba.2026"),
    ("chachapoyas.2029mi claveqa", "chachapoyas.2029"),
    ("Pelican552K ist das Passwort für den Boots-Laptop", "Pelican552K"),
    ("Hibiscus capital first letter and 7731 at the end", "Hibiscus capital first letter"),
    ("Nilda: ou código peteĩ, 448213, ehai", "448213"),
    ("me llegó un código, 771204", "771204"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Tracking number for the Almaty spare parts parcel: 80094412773310 (CDEK).",
    "Поставили новый фильтр на МТЗ-1221 после 500 моточасов.",
    "КамАЗ-5320 стоит в гараже до понедельника.",
    "logo.png base64 preview starts with U2FjaGFwdXl1",
    "install gcc12c++ now",
    "cat <<< 'hello there' | wc -l",
    "tengo 2mi clave nueva",
    "the password lengthwise is fine",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
