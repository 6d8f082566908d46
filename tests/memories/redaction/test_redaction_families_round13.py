# ruff: noqa: RUF001  (labels in other scripts are what these tests read)
"""Secret families, thirteenth round A (issue 46): what held-out 10 left, in general form (its
tuning samples are `secret_classes_families_round13.py`): a password label with an aside or a
clause before its value (`shaped`), the word for password in every language of Django's own
catalogue (`label_words`), wifi passwords and passphrases after words in more languages,
backup, one-time and door codes in more languages and an authenticator's setup key (`codes`,
`labels`), ids stdnum files as a company's or a student's (`ids`), the Hong Kong, Singapore and
Taiwan identity cards (`hkid`, `sg_nric`, `tw_id`); their lookalikes stay.
"""

from __future__ import annotations

import gettext
from pathlib import Path

import django
import pytest

from memories.redaction import scrub_secrets
from memories.redaction.hkid import is_valid as hkid_valid
from memories.redaction.ids import catalogue
from memories.redaction.label_search import labels_in
from memories.redaction.labels import label_kind
from memories.redaction.sg_nric import is_valid as sg_nric_valid
from memories.redaction.tw_id import is_valid as tw_id_valid
from memories.redaction.view import text_view
from tests.memories.redaction import secret_classes_families_round13

# (text, the secret that must go): in shapes other than held-out 10's.
CLASSES = [
    # A label, an aside or a clause, then the value.
    ("Root password (prod, do not share): Tq8#vLm2Zp", "Tq8#vLm2Zp"),
    ("WLAN-Passwort (Gäste): Hx7!pQ2mRt", "Hx7!pQ2mRt"),
    ("mot de passe (compte admin) : Kp9$wLm3Qx", "Kp9$wLm3Qx"),
    ("The VPN password changed on Monday. New one: Rb4%nKs8Lw", "Rb4%nKs8Lw"),
    ("Passwort wurde geändert. Neues: Rb4%nKs8Lw", "Rb4%nKs8Lw"),
    ("Das Passwort für den Drucker (nicht das WLAN!): Tq8#vLm2Zp", "Tq8#vLm2Zp"),
    ("şifresini Tq8#vLm2Zp olarak değiştirdim", "Tq8#vLm2Zp"),
    ("parolamı Tq8#vLm2Zp yaptım", "Tq8#vLm2Zp"),
    ("The password for the router, which I set last week, is Tq8#vLm2Zp", "Tq8#vLm2Zp"),
    ("The admin password expired today; the new one is Tq8#vLm2Zp", "Tq8#vLm2Zp"),
    ("I rotated the password this morning. It's now Tq8#vLm2Zp", "Tq8#vLm2Zp"),
    ("Password for the shared mailbox (finance@, not mine):\nTq8#vLm2Zp", "Tq8#vLm2Zp"),
    ("Passwords: prod Tq8#vLm2Zp", "Tq8#vLm2Zp"),
    # Django's words.
    ("contrasigno del servitor: Tq8#vLm2Zp", "Tq8#vLm2Zp"),
    ("আমার পাসওয়ার্ড: Tq8#vLm2Zp", "Tq8#vLm2Zp"),
    ("ಪ್ರವೇಶಪದ: Tq8#vLm2Zp", "Tq8#vLm2Zp"),
    # Wifi passwords and passphrases.
    ("pass wifi nhà mình: mango-otter-violet7", "mango-otter-violet7"),
    ("clave del wifi del bar: mango-otter-violet7", "mango-otter-violet7"),
    ("wifi pass for the cafe: mango-otter-violet7", "mango-otter-violet7"),
    ("رمز وای فای: Tq8#vLm2Zp", "Tq8#vLm2Zp"),
    ("salafraas: tamm kask kuusk vaher lepp", "kask kuusk"),
    ("wachtwoordzin: appel-peer-banaan-kiwi", "appel-peer-banaan-kiwi"),
    ("lösenfras för nyckeln: äpple päron banan kiwi", "päron banan"),
    ("Netzwerkschlüssel: mango-otter-violet7", "mango-otter-violet7"),
    ("WLAN-Schlüssel (Rückseite): 4821 9921 4432 1123 9981", "9921 4432"),
    ("the wifi at the cabin is CABIN-5G and the key is Tq8#vLm2Zp", "Tq8#vLm2Zp"),
    ("WLAN Gäste, Schlüssel: Tq8#vLm2Zp.", "Tq8#vLm2Zp"),
    ("network security key: mango-otter-violet7", "mango-otter-violet7"),
    ("پسورد وای فای: Tq8#vLm2Zp", "Tq8#vLm2Zp"),
    ("кодовая фраза: липа клён дуб ясень", "клён дуб"),
    # Backup, one-time and door codes, a setup key.
    ("back-up codes for Google: 1234 5678, 2345 6789, 3456 7890", "2345 6789"),
    ("Kódy na obnovenie: rmbtz-ut21k; b6i9b-yfve0; e2que-huw1u", "b6i9b-yfve0"),
    ("varukoodid (Smart-ID):\n35193917\n45316338\n64836556", "45316338"),
    ("Your Lyft code is 4829", "4829"),
    ("Dein WhatsApp-Code: 482-913", "482-913"),
    ("Sinu kinnituskood on 482913", "482913"),
    ("väravakood 7741", "7741"),
    ("dørkode: 2580", "2580"),
    ("setup key: JBSW Y3DP EHPK 3PXP", "JBSW Y3DP"),
    ("Einrichtungsschlüssel: JBSWY3DPEHPK3PXP", "JBSWY3DPEHPK3PXP"),
    ("Secret key: jbsw y3dp ehpk 3pxp kzxw", "y3dp ehpk"),
    ("Your key: JBSW Y3DP EHPK 3PXP", "Y3DP EHPK"),
    ("Enter a setup key → JBSW Y3DP EHPK 3PXP", "Y3DP EHPK"),
    ("geheime sleutel: JBSW Y3DP EHPK 3PXP", "Y3DP EHPK"),
    ("Google yedek kodları: 1234 5678 2345 6789 3456 7890", "2345 6789"),
    ("2FA recovery codes | 1a2b3c4d 2b3c4d5e 3c4d5e6f", "2b3c4d5e"),
    ("Facebook-koodisi on 482193", "482193"),
    ("Uber kodunuz: 262928", "262928"),
    ("Je Bol-code is 262928", "262928"),
    ("A kódod: 262928", "262928"),
    ("הקוד שלך הוא 262928", "262928"),
    ("482193 on sinu kinnituskood", "482193"),
    ("482193 ist dein Uber-Code", "482193"),
    ("Code: 482193 (valid 10 min)", "482193"),
    ("kapı şifresi 4821", "4821"),
    ("secret key for Google Authenticator: jbsw y3dp ehpk 3pxp", "jbsw y3dp"),
    # Ids.
    ("NPWP: 99.014.971.8-541.474", "99.014.971.8-541.474"),
    ("onderwijsnummer 107003680", "107003680"),
    ("HKID no. Z683365(A)", "Z683365"),
    ("Abgabenkontonummer: 59-119/9013", "59-119/9013"),
    ("UPN H801200001001", "H801200001001"),
    ("FIN number F1234567N", "F1234567N"),
    ("身分證字號 A123456789", "A123456789"),
    ("國民身分證：F131104093", "F131104093"),
    ("我的身份證號碼是 C637081(9)", "C637081"),
]


@pytest.mark.parametrize(("text", "secret"), CLASSES)
def test_each_class_held_out_10_left_is_scrubbed_in_other_shapes(text: str, secret: str) -> None:
    assert secret not in scrub_secrets(text).text


def _django_words() -> dict[str, set[str]]:
    """Django's own translations of "Password" and "password", by language."""
    root = Path(django.__file__).parent / "contrib" / "auth" / "locale"
    out: dict[str, set[str]] = {}
    for catalog in sorted(root.glob("*/LC_MESSAGES/django.mo")):
        with catalog.open("rb") as handle:
            translations = gettext.GNUTranslations(handle)
        for msgid in ("Password", "password"):
            word = translations.gettext(msgid).strip()
            if word != msgid:
                out.setdefault(catalog.parent.parent.name, set()).add(word)
    return out


def test_label_words_cover_every_language_of_djangos_catalogue() -> None:
    words = _django_words()
    assert len(words) > 80
    missed = {
        (language, word)
        for language, found in words.items()
        for word in found
        if not _a_password_label(text_view(word).text)
    }
    assert missed == set()


def _a_password_label(word: str) -> bool:
    """Whether the label search reads ``word`` whole as a password label."""
    return any(
        m.span("label") == (0, len(word)) and label_kind(m.group("label")) == "password"
        for m in labels_in(word)
    )


def test_a_hong_kong_identity_card_is_read_by_its_check() -> None:
    assert all(map(hkid_valid, ["C637081(9)", "AB987654(3)", "Z683365A"]))
    assert not any(map(hkid_valid, ["C637081(8)", "C63708(9)", "C637081"]))
    assert "memories.redaction.hkid" in catalogue()["HKID"]


def test_ids_of_singapore_and_taiwan_are_read_by_their_checks() -> None:
    assert all(map(sg_nric_valid, ["S1234567D", "T0123456G", "F1234567N"]))
    assert not any(map(sg_nric_valid, ["S1234567A", "X1234567D", "S123456D"]))
    assert all(map(tw_id_valid, ["A123456789", "F131104093"]))
    assert not any(map(tw_id_valid, ["A123456788", "A323456789", "A12345678"]))


def test_ids_stdnum_files_as_a_companys_or_a_pupils_or_in_a_raw_docstring_are_read() -> None:
    assert "stdnum.id.npwp" in catalogue()["NPWP"]
    assert "stdnum.nl.onderwijsnummer" in catalogue()["onderwijsnummer"]
    assert "stdnum.gb.upn" in catalogue()["UPN"]
    assert "stdnum.at.tin" in catalogue()["Abgabenkontonummer"]


# Lookalikes: this round's tuning lookalikes (`secret_classes_families_round13.CLEAN`) and more.
LOOKALIKES = [
    *secret_classes_families_round13.CLEAN,
    "Password (staging): see the vault",
    "Password was rotated yesterday. Build 4521 passed.",
    "Admin password (staging) is managed by Vault v1.15.2",
    "password (not the wifi!!) is on the fridge",
    "Password for the NAS (see ticket OPS-1234): ask Marta",
    "The password changed. Release: v2.3.1-rc4",
    "password changed successfully for user Abc12345",
    "password policy (2024): 12 chars min",
    "şifreyi değiştirdim",
    "wifi: guest-network-5g",
    "Your Jira code review is 2 days late",
    "setup key for the office wifi is printed on the router",
    "password expired for AD account SVC_Backup01",
    "The password policy for all of the accounts in the domain is Abc12345!",
    "Netzwerkschlüssel: siehe Aufkleber",
    "koodisi vanheni",
    "yedek kodları yazdır",
    "UPN jdoe@example.com",
    "Password requirements:\n- Abc12345!x at least",
    "password reset steps:\n1. open v2.3.1-rc4",
    "je code is klaar",
    "FIN: 2024 results",
    "passwords must be rotated every 90 days",
    "Passwords are hashed with bcrypt",
    "The passwords: see vault",
    "passwords.txt is gitignored",
    "2024 is the year-code",
    "8080 is the port the code uses",
    "token: 2024 2025 2026 release",
    "Key: ABCD EFGH IJKL MNOP",
    "wifi router key is HUAWEI-B535-8F21",
    "the wifi key is printed on the router, model v2.3.1-rc4",
    "wifi password reset; code is 404NotFound",
    "monkey: ab2d ef3h ij4l mn5p",
    "Key: this that those here",
    "wifi code of conduct: 2024 edition",
    "Taiwan ID card photo: A1 size",
]


def test_lookalikes_of_this_rounds_classes_are_left_alone() -> None:
    changed = [(text, scrub_secrets(text).text) for text in LOOKALIKES]
    assert [pair for pair in changed if pair[0] != pair[1]] == []
