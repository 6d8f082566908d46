# ruff: noqa: RUF001  (labels in other scripts are what these tests read)
"""Secret families, fourteenth round C (issue 46), in general form (its tuning samples are
`secret_classes_families_round14.py`): the word for password in more languages and in every
catalogue installed beside the service (Django REST framework's, the system's: GTK, PAM,
shadow, PostgreSQL), read by `label_words`; a password spelled out in more languages
(`spoken`); short codes in prose (a card's code by where it is printed, what a keypad takes,
one-time codes and wifi keys in more languages); a value shaped like a password ending a clause
that names a password (`shaped`, `assign`); their lookalikes stay.
"""

from __future__ import annotations

import gettext
from pathlib import Path

import pytest
import rest_framework

from memories.redaction import scrub_secrets
from memories.redaction.view import text_view
from tests.memories.redaction import secret_classes_families_round14
from tests.memories.redaction.test_redaction_families_round13 import _a_password_label

# (text, the secret that must go): in shapes of their own.
CLASSES = [
    # The word for password in more languages.
    ("tenimiafiko Gmail: Vx7#kPm2Qs", "Vx7#kPm2Qs"),
    ("ny tenimiafinao dia Lw4$nBz8Tr", "Lw4$nBz8Tr"),
    ("modpas imel mwen se Hq9!rTk3Pz", "Hq9!rTk3Pz"),
    ("tembung sandhi wifi: Hq9!rTk3Pz", "Hq9!rTk3Pz"),
    ("kecap sandi akun: Rb4%nKs8Lw", "Rb4%nKs8Lw"),
    ("phasewete ya banka ke Rb4%nKs8Lw", "Rb4%nKs8Lw"),
    ("upu fa'alilo: Rb4%nKs8Lw", "Rb4%nKs8Lw"),
    ("igama lokugqitha le-imeyile ngu Rb4%nKs8Lw", "Rb4%nKs8Lw"),
    ("mawu achinsinsi a banki ndi Quokka_2019", "Quokka_2019"),
    ("kupu huna o te pēke: Quokka_2019", "Quokka_2019"),
    ("wachtwurdsin: heron.basalt.quince.otter", "heron.basalt.quince"),
    ("серсүз-җөмлә: липа клён дуб ясень", "клён дуб"),
    ("құпиясөз: Rb4%nKs8Lw", "Rb4%nKs8Lw"),
    ("ססמה: Rb4%nKs8Lw", "Rb4%nKs8Lw"),
    ("Šifra za mail: Rb4%nKs8Lw", "Rb4%nKs8Lw"),
    ("Κωδικός πρόσβασης: Rb4%nKs8Lw", "Rb4%nKs8Lw"),
    ("katalaluan e-mel: Rb4%nKs8Lw", "Rb4%nKs8Lw"),
    ("رمز\u200cعبور: Rb4%nKs8Lw", "Rb4%nKs8Lw"),
    # Spelled out: the word, then what follows it, in more languages.
    ("modpas imel la se mo mango epi 2291", "mango"),
    ("kupuhipa: ko te kupu tūī, ka whai ko 4410", "4410"),
    ("te kupuhipa ko te kupu kereru ka whai ko 88", "kereru"),
    ("wachtwurd: it wurd hazzel en dan 1207", "hazzel"),
    ("tenimiafina: ny teny voasary avy eo 551", "voasary"),
    ("nywila ni neno simba kisha 4471", "simba"),
    ("it's kestrel in lower case and 41 after it, that's the Netflix password", "kestrel"),
    # Short codes in prose.
    ("the three digits on the back are 019", "019"),
    ("les trois chiffres au dos : 482", "482"),
    ("kòd sekirite kat la: 731", "731"),
    ("kòd pòt la se 421452", "421452"),
    ("the garage keypad takes 5770", "5770"),
    ("the padlock on the shed accepts 0451", "0451"),
    ("kaody fanamarinana: 140247", "140247"),
    ("kòd verifikasyon ou se 552130", "552130"),
    ("ikhodi yokuqinisekisa: 552130", "552130"),
    ("password wifi TideKauri8866", "TideKauri8866"),
    ("senha do wifi TideKauri8866", "TideKauri8866"),
    ("modpas wifi a: Langur726-", "Langur726"),
    # A statement with a password word earlier and a value shaped like one at its end.
    ("password for dad’s laptop: Kv7q-Wm2x-Lp9z", "Kv7q-Wm2x-Lp9z"),
    ("password for the office's printer: Hq9!rTk3Pz", "Hq9!rTk3Pz"),
    ("the password we settled on for the board's shared drive: bq4Rzt-mwpxkd-ravnel", "bq4Rzt"),
    ("the BMC password for node 7 is still the vendor default, Hq9!rTk3Pz", "Hq9!rTk3Pz"),
    ("Passwort für Omas Tablet: wq3Nxk-prtzvb-mahlek", "wq3Nxk"),
    ("modpas imel la se kestrel.tundra.42", "kestrel.tundra"),
    ("tenimiafiko dia mango.otter.77", "mango.otter"),
]


@pytest.mark.parametrize(("text", "secret"), CLASSES)
def test_each_class_is_scrubbed_in_shapes_of_its_own(text: str, secret: str) -> None:
    assert secret not in scrub_secrets(text).text


# The words for password of the catalogues of programs that ask for one (Linux-PAM, shadow,
# GTK 2 and 3, psql, wget under /usr/share/locale), as read on 2026-11-29: a machine's own
# catalogues differ from one system to the next, so the test holds the words, not the files.
_SYSTEM_WORDS = [
    "Adgangskode",
    "Clau",
    "Contrasenya",
    "Contraseña",
    "Contrasigne",
    "Contrasigno",
    "Contrasinal",
    "Facal-faire",
    "Focal Faire",
    "Focal faire",
    "Ger-tremen",
    "Geslo",
    "Hasło",
    "Heslo",
    "Iphasiwedi",
    "Jelszó",
    "Kata Sandi",
    "Kata laluan",
    "Kata sandi",
    "Kodeord",
    "Kontrasenyas",
    "Kyama",
    "Lozinka",
    "Lykilorð",
    "Lösenord",
    "Mot de passe",
    "Mật khẩu",
    "Palavra-passe",
    "Parola",
    "Parole",
    "Parolă",
    "Parool",
    "Pasahitza",
    "Passord",
    "Passwoord",
    "Passwort",
    "Pasvorto",
    "Salasana",
    "Sandi",
    "Senha",
    "Senhal",
    "Slaptažodis",
    "Sır-söz",
    "Wachtwoord",
    "Wagwoord",
    "contraseña",
    "heslo",
    "lusuemi",
    "lösenord",
    "mot_de_passe",
    "Şifrə",
    "Şîfre",
    "Šifra",
    "Κωδικός πρόσβασης",
    "Συνθηματικό",
    "Лозинка",
    "Парол",
    "Парола",
    "Пароль",
    "пароль",
    "Գաղտնաբառ",
    "סיסמה",
    "ססמה",
    "ئىم",
    "تێپه\u200cڕه\u200cوشه\u200c",
    "كلمة السر",
    "گذرواژه",
    "कूटशब्द",
    "गुड़किल्ली",
    "गुप्तशब्द",
    "गोप्यशब्द",
    "पासवर्ड",
    "शब्दकूट",
    "গুপ্তশব্দ",
    "পাছৱৰ্ড",
    "পাসওয়ার্ড",
    "ਪਾਸਵਰਡ",
    "પાસવર્ડ",
    "ପ୍ରବେଶ ସଂକେତ",
    "ପ୍ରବେଶ ସଙ୍କେତ",
    "கடவுச்சொல்",
    "సంకేతపదము",
    "ಗುಪ್ತಪದ",
    "അടയാളവാക്കു്",
    "അടയാളവാക്ക്",
    "රහස්පදය",
    "รหัสผ่าน",
    "ཆོག་ཡིག་",
    "စကားဝှက်",
    "პაროლი",
    "ពាក្យសម្ងាត់",
    "ពាក្យ\u200bសម្ងាត់",
    "ពាក្យ\u200bសម្ងាត់\u200b",
    "パスワード",
    "口令",
    "密码",
    "密碼",
    "암호",
    "𐑐𐑭𐑕𐑢𐑼𐑛",
]
_TRAILING = ":：៖-․. \u00a0"


def _words_of(catalogs: list[Path]) -> set[tuple[str, str]]:
    """The translations of "Password" (a prompt's `Password: ` too) in ``catalogs``."""
    out: set[tuple[str, str]] = set()
    for catalog in catalogs:
        try:
            with catalog.open("rb") as handle:
                translations = gettext.GNUTranslations(handle)
        except (OSError, UnicodeDecodeError):  # (a catalogue in an encoding it does not name)
            continue
        for msgid in ("Password", "password", "Password:", "Password: "):
            word = translations.gettext(msgid).strip().rstrip(_TRAILING).strip()
            if word and word.rstrip(":").lower() != "password":
                out.add((catalog.parent.parent.name, word))
    return out


def test_label_words_cover_django_rest_frameworks_catalogue() -> None:
    root = Path(rest_framework.__file__).parent / "locale"
    words = _words_of(sorted(root.glob("*/LC_MESSAGES/django.mo")))
    assert len(words) > 30
    assert {(lang, w) for lang, w in words if not _a_password_label(text_view(w).text)} == set()


def test_label_words_cover_the_words_of_the_systems_catalogues() -> None:
    assert len(_SYSTEM_WORDS) > 90
    assert [w for w in _SYSTEM_WORDS if not _a_password_label(text_view(w).text)] == []


LOOKALIKES = [
    *secret_classes_families_round14.CLEAN,
    "modpas la pa bon",
    "tenimiafiko adinoko",
    "the kyamato station",
    "igama lami nguThandi",
    "mawu anga ndi ochepa",
    "kupu huna: kaore i te mohio",
    "Passwoord vergeten",
    "password for mum's iPad is on the fridge",
    "the password for rack B is still the factory one, ask Ops",
    "password for db-prod-eu1-node: see vault",
    "password reset at build.step.12",
    "password hashing moved to auth.module.2024",
    "password: stored in vault.prod.01",
    "the password policy for all of the teams, 550e8400-e29b-41d4-a716-446655440000",
]


def test_lookalikes_of_this_rounds_classes_are_left_alone() -> None:
    changed = [(text, scrub_secrets(text).text) for text in LOOKALIKES]
    assert [pair for pair in changed if pair[0] != pair[1]] == []
