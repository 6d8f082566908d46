"""Round 63: held-out 172's, 175's, 176's and 177's misses, read after their one blind measurement:
the value first, its label after, in capitals, digits and a sign or opening with a sign (`PALAU!
4471 a password er a office`), in Japanese (`…が事務所の新しいパスワードです`) and typed where it
goes, then "that's the new one"; signing in with no user, or the user among the words, "with" the
password; a chat's time beside the speaker who answers; Marshallese's `ej`, Lingala's `ezali`,
Kivu Swahili's `njo` ("is"), Sranan's `da` before the next line and its `u` ("of"); Arabic
chat's `basword … bita3`; Swahili's and Amharic's PINs (`namba ya siri`, `ፒኔ`); a card's back in
Amharic, Swahili and French texting; Swahili backup numbers; a numbered key's index
(`REDIS_PASSWORD1`) and a constant's underscores (`_DB_PASSWD_`); a secret's flag in a list of
arguments, a vendor's glued key flag (`--fr24key=`); a modem's SIM PIN (uqmi, mmcli, qmicli);
ARJ's `-g`; `-U user -W '…'`; ActiveMQ Artemis's `users.properties`; AutoHotkey's `SendInput`;
Brazil's CNS; a form's name ending a purpose's clause (`for the W-9:`); a value in guillemets
closing a long clause. Kept: a label's clause read as two codes (`… the Uni5Pay account`)."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 62's rules (checked against them).
CAUGHT = [
    ("PALAU!4471 a password er a office", "PALAU!4471"),
    ("MJ224-TRWQ$18 ti password ti counter, manang", "MJ224-TRWQ$18"),
    ("#q7!KzWmbrTq2 yung password ng galley, tol", "#q7!KzWmbrTq2"),
    ("Kw4tn0r2019&が事務所の新しいパスワードです", "Kw4tn0r2019&"),
    ("type bonito7731 at the office login, that's the new one", "bonito7731"),
    ("sign in to the Weno fuel depot office as lino with mwaan7734", "mwaan7734"),
    ("Password eo an printer eo ilo ofij in Ebeye ej kwajalein8810. Kommol", "kwajalein8810"),
    ("passphrase ya sika ya vault ezali kindu uvira ruzizi bukavu baraka", "kindu uvira ruzizi"),
    ("Asongo: di password u di loader PC da\nMOENGO?5521", "MOENGO?5521"),
    ("namba ya siri ya Airtel Money ni 6613, usimwambie mtu", "6613"),
    ("የTelebirr ፒኔ 7702 ነው", "7702"),
    ("ከካርዱ ጀርባ ያሉት ሦስት ቁጥሮች፦ 306", "306"),
    ("namba tatu nyuma ya kadi ni 718", "718"),
    ("les trois chiffres derrière la carte c 431", "431"),
    ("nambari za akiba za 2FA: 4418-2207\n9931-0452\n6620-7719\n1184-3306", "9931-0452"),
    ("define('_SMTP_PASSWD_', 'kq4tr.bmnzx.pl2wd');", "kq4tr.bmnzx.pl2wd"),
    ('  RI_REDIS_PASSWORD2: "mwaka.goma.kivu41"', "mwaka.goma.kivu41"),
    ("fr24feed --fr24key=7c21ab90de43f615 --receiver=beast-tcp", "7c21ab90de43f615"),
    ("uqmi -d /dev/cdc-wdm0 --verify-pin1 3308", "3308"),
    ("arj a -gw8mz.trqk.p2ld archive.arj docs/", "w8mz.trqk.p2ld"),
    ("barjectl sync -U omar -W 'qr7kd-z2lxn-wbmte'", "qr7kd-z2lxn-wbmte"),
    ("login.ahk:\n#k::\nSendInput, QWv7RtLmZpK2{Enter}\nreturn", "QWv7RtLmZpK2"),
    ("EIN of the Weno Island Fuel Supply Company, for the W-9: 98-7654321", "98-7654321"),
    (
        "password for the depot PC, in quotes so I copy it right: «wau.malakal.884»",
        "wau.malakal.884",
    ),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Print the 2FA backup codes for the clinic's Cash4Me account and keep them safe.",
    "INC-20441 needs a password",
    "HTTP/1.1 401 wrong password",
    "iPhone15は新しいパスワード管理",
    "Windowsがパスワードを要求します",
    "log in with Google",
    "log in with your SSO2 account",
    "psql -U postgres -W mydb",
    "arj x -y archive.arj",
    "users.properties:\nadmin = admin\nguest = guest",
    "Send, Hello World{Enter}",
    "lösenordet för kontot ej ändrat",
    "namba ya simu ni 0712345678",
    "password 2: the rules",
    "tool --db-secret vault",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


def test_a_secrets_flag_in_a_list_of_arguments() -> None:
    argv = ["clinicctl", "backup", "--db-user", "emr", "--db-secret", "tqXzRmbsLCWK7"]
    assert scrub_json({"argv": argv})["argv"][-1] == "[REDACTED:password_assignment]"


def test_keys_with_an_index_an_underscore_or_in_amharic() -> None:
    assert scrub_json({"RI_REDIS_PASSWORD1": "kivu.goma.mwaka"}) == {
        "RI_REDIS_PASSWORD1": "[REDACTED:password_assignment]"
    }
    assert scrub_json({"የይለፍ_ቃል": "2kqm7-z594b-p6lnm"}) == {
        "የይለፍ_ቃል": "[REDACTED:password_assignment]"
    }
    assert scrub_json({"member": {"cns": "898 0012 3456 7891"}}) == {
        "member": {"cns": "[REDACTED:national_id]"}
    }


@pytest.mark.parametrize(
    "text",
    ["backup codes: 1234-5678 2345-6789", "Print the 2FA backup codes for the Uni5Pay account."],
)
def test_a_list_of_codes_needs_two_with_a_digit(text: str) -> None:
    changed = scrub_secrets(text).changed
    assert changed == text.startswith("backup codes:")


# (text, kind): round 62 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("qmicli -d /dev/cdc-wdm0 --uim-verify-pin=PIN1,6620", "password_assignment"),
    ("Log into the harbour gate console with Tañilo2010+; it asks twice", "password_assignment"),
    (
        "Lani [14:02]: ano password ng office PC?\nJoy [14:03]: sapwe.nikin.481",
        "password_assignment",
    ),
    ("password eo aō ej | PLQX!mT%R?WZKD", "password_assignment"),
    ("code ya wifi Goma-Port-Guest njo k2wq8vtrpmzd", "password_assignment"),
    ("ya zol el basword bita3 el server QXbntmk771=", "password_assignment"),
    ("etc/artemis-users.properties:\nmill = PARAMARIBO~3307", "password_assignment"),
    ("CNS do paciente, pra consulta em Macapá: 898 0012 3456 7891", "national_id"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
