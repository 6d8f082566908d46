# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, third corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"),
the data structures of the other corpora and the value helpers (`secret_classes_values.py`), never
`memories/redaction/` nor the other corpora's templates. Own seed, templates, values, tools,
vendors, languages and phrasings. Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum.de import idnr
from stdnum.in_ import aadhaar
from stdnum.nl import bsn
from stdnum.pl import pesel
from stdnum.se import personnummer

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 730_214
URLSAFE = string.ascii_letters + string.digits + "-_"
LOWER_DIGITS = string.ascii_lowercase + string.digits


def _password(rng: random.Random) -> str:
    style = rng.randrange(8)
    if style == 0:
        return rng.choice(["Pierniczek", "Zurawina", "Hanabi", "Tsubame", "Lagarto", "Kanelbulle",
                           "Stroopwafel", "Bacalhau", "Matrjoschka", "Simit", "Gelato", "Rendang"]) + (
            str(rng.randrange(10, 9999)) + rng.choice(["", "!", "#", "$", "?"])
        )  # fmt: skip
    if style == 1:
        return v.r(rng, string.ascii_letters + string.digits + "!@#$%^&*", rng.randrange(11, 18))
    if style == 2:
        return rng.choice(
            ["dragon", "sunflower", "pingwin", "neko", "mariposa", "tartaruga"]
        ) + str(rng.randrange(1970, 2026))
    if style == 3:
        return rng.choice(["Tr0mb0ne", "Gr@nite", "V3lvet", "M0nsun", "Sp1ral", "K0ala"]) + (
            rng.choice(["_", "-", "."]) + str(rng.randrange(10, 99))
        )
    if style == 4:
        words = rng.sample(["lamp", "orbit", "cedar", "pylon", "mango", "rivet", "quartz", "fjord",
                            "nickel", "bramble", "cinder", "otter", "prism", "tango"], 3)  # fmt: skip
        return "-".join(words) + "-" + str(rng.randrange(10, 99))
    if style == 5:
        return rng.choice(["Zaq1@wsx", "Qwerty!2345", "1qaz2WSX#", "Passw0rd!Test"]) + v.r(
            rng, string.digits, 2
        )
    if style == 6:
        return (
            v.r(rng, string.ascii_lowercase, 4)
            + v.r(rng, string.digits, 4)
            + v.r(rng, string.ascii_uppercase, 2)
        )
    return rng.choice(["Wiosna", "Herfst", "Invierno", "Primavera", "Sommar", "Zima"]) + (
        rng.choice(["@", "*", "&"]) + str(rng.randrange(2000, 2030))
    )


# (template, language): {v} is the password.
_LABELS = [
    ("moje hasło do poczty to {v}", "pl"),
    ("Hasło do konta firmowego: {v} (nie udostępniaj)", "pl"),
    ("hasło do routera brzmi {v}", "pl"),
    ("メールのパスワードは{v}です", "ja"),
    ("パスワード：{v}", "ja"),
    ("ログインパスワードは「{v}」に変えました", "ja"),
    ("我的邮箱密码是{v}", "zh"),
    ("登录密码：{v}，别告诉别人", "zh"),
    ("服务器的root密码为 {v}", "zh"),
    ("제 비밀번호는 {v} 입니다", "ko"),
    ("와이파이 비번: {v}", "ko"),
    ("şifrem {v}, unutma", "tr"),
    ("E-posta şifresi: {v}", "tr"),
    ("пароль от почты: {v}", "ru"),
    ("мой пароль — {v}", "ru"),
    ("Новый пароль {v}, старый больше не работает", "ru"),
    ("la contraseña del banco es {v}", "es"),
    ("mi clave de acceso: {v}", "es"),
    ("a senha do e-mail é {v}", "pt"),
    ("Minha senha nova: {v}", "pt"),
    ("het wachtwoord van de NAS is {v}", "nl"),
    ("Wachtwoord → {v}", "nl"),
    ("Das Passwort für den Server lautet {v}", "de"),
    ("Kennwort fürs VPN: {v}", "de"),
    ("mein neues Passwort ist {v}", "de"),
    ("le mot de passe du compte est {v}", "fr"),
    ("mdp : {v}", "fr"),
    ("lösenordet till wifi är {v}", "sv"),
    ("Lösenord: {v}", "sv"),
    ("la password della posta è {v}", "it"),
    ("parola d'ordine: {v}", "it"),
    ("heslo k účtu je {v}", "cs"),
    ("Heslo: {v}", "cs"),
    ("kata sandi saya adalah {v}", "id"),
    ("password email-nya {v} ya", "id"),
    ("mật khẩu wifi là {v}", "vi"),
    ("Mật khẩu: {v}", "vi"),
    ("ο κωδικός μου είναι {v}", "el"),
    ("a jelszavam {v}", "hu"),
    ("salasana on {v}", "fi"),
    ("adgangskoden er {v}", "da"),
    ("passordet mitt er {v}", "no"),
    ("parola este {v}", "ro"),
    ("הסיסמה היא {v}", "he"),
    ("كلمة المرور الخاصة بي هي {v}", "ar"),
    ("🔑 {v}", "emoji"),
    ("password ➡️ {v}", "emoji"),
    ("pw 👉 {v}", "emoji"),
    ("Passwort:\n{v}", "next line"),
    ("Mot de passe\n{v}\n(changer en janvier)", "next line"),
    ("パスワード\n{v}", "next line"),
    ("пароль ⇒ {v}", "arrow"),
]


def _label_grammar(rng: random.Random) -> Sample:
    value = _password(rng)
    template, _ = rng.choice(_LABELS)
    return Sample("label_grammar", template.format(v=value), value)


def _cli(rng: random.Random) -> Sample:
    pw = _password(rng).replace("'", "").replace('"', "")
    user = rng.choice(["deploy", "admin", "svc_backup", "marta", "root", "ci-bot", "jkowalski"])
    host = rng.choice(["db01.internal", "10.4.2.17", "files.corp.lan", "nas.home", "pg-prod-3"])
    token = "ghp_" + v.r(rng, string.ascii_letters + string.digits, 36)
    glpat = "glpat-" + v.r(rng, URLSAFE, 20)
    choices: list[tuple[str, str]] = [
        (f"$ curl -u {user}:{pw} https://{host}/api/v2/status", pw),
        (f"curl --user '{user}:{pw}' -X POST https://{host}/hooks", pw),
        (f"sshpass -p '{pw}' ssh {user}@{host} 'df -h'", pw),
        (f"sshpass -p {pw} scp dump.sql {user}@{host}:/tmp/", pw),
        (f"mysql -h {host} -u {user} -p{pw} shop_prod", pw),
        (f"mysql --user={user} --password={pw} -e 'show databases'", pw),
        (f'psql "postgresql://{user}:{pw}@{host}:5432/analytics"', pw),
        (f"PGPASSWORD={pw} psql -h {host} -U {user} reports", pw),
        (f"wget --user={user} --password={pw} https://{host}/backup.tgz", pw),
        (f"wget --http-password={pw} --http-user={user} http://{host}/", pw),
        (f"git clone https://{user}:{token}@github.com/acme/infra.git", token),
        (f"git remote set-url origin https://oauth2:{glpat}@gitlab.com/acme/app.git", glpat),
        (f"echo ok && docker login -u {user} -p {pw} registry.acme.io", pw),
        (f"htpasswd -b /etc/nginx/.htpasswd {user} {pw}", pw),
        (f"smbclient //{host}/share -U {user}%{pw}", pw),
        (f"redis-cli -h {host} -a {pw} INFO", pw),
        (f'mongosh "mongodb+srv://{user}:{pw}@cluster0.ab1cd.mongodb.net/app"', pw),
        (f'ldapsearch -x -D "cn={user},dc=acme,dc=org" -w {pw} -b "dc=acme,dc=org"', pw),
        (f"sqlcmd -S {host} -U {user} -P {pw} -Q 'SELECT 1'", pw),
        (f"lftp -u {user},{pw} sftp://{host}", pw),
        (f"svn checkout https://{host}/repo --username {user} --password {pw}", pw),
        (f"mount -t cifs //{host}/data /mnt/d -o username={user},password={pw}", pw),
        (f"export MYSQL_PWD={pw}; mysqldump -u {user} crm > crm.sql", pw),
        (f"rabbitmqctl add_user {user} {pw}", pw),
        (f"openssl pkcs12 -export -in c.pem -out c.p12 -passout pass:{pw}", pw),
        (f"keytool -list -keystore app.jks -storepass {pw}", pw),
        (f"amqp://{user}:{pw}@{host}:5672/vhost", pw),
        (f"ftp://{user}:{pw}@{host}/incoming/", pw),
        (f"zip -P {pw} secrets.zip notes.txt", pw),
        (f"xfreerdp /u:{user} /p:{pw} /v:{host}", pw),
    ]
    text, secret = rng.choice(choices)
    if rng.random() < 0.3:
        text = (
            rng.choice(["shell history:\n", "ran this on the box: ", "> ", "note to self: "]) + text
        )
    return Sample("cli_flag", text, secret)


def _vendor_token(rng: random.Random) -> tuple[str, str]:
    kind = rng.randrange(22)
    an = string.ascii_letters + string.digits
    if kind == 0:
        return (
            "Slack bot",
            f"xoxb-{v.r(rng, v.DIGITS, 12)}-{v.r(rng, v.DIGITS, 13)}-{v.r(rng, an, 24)}",
        )
    if kind == 1:
        return "Slack app", (
            f"xapp-1-A{v.r(rng, string.ascii_uppercase + v.DIGITS, 10)}-{v.r(rng, v.DIGITS, 13)}-"
            f"{v.hex_key(rng)}"
        )
    if kind == 2:
        return "GitHub", "ghp_" + v.r(rng, an, 36)
    if kind == 3:
        return "GitHub", "github_pat_" + v.r(rng, an, 22) + "_" + v.r(rng, an, 59)
    if kind == 4:
        return "GitLab", "glpat-" + v.r(rng, URLSAFE, 20)
    if kind == 5:
        return "Stripe", "sk_live_" + v.r(rng, an, 99)[: rng.choice([24, 34, 99])]
    if kind == 6:
        return "OpenAI", "sk-proj-" + v.r(rng, URLSAFE, 48) + "T3BlbkFJ" + v.r(rng, URLSAFE, 48)
    if kind == 7:
        return "Anthropic", "sk-ant-api03-" + v.r(rng, URLSAFE, 93) + "AA"
    if kind == 8:
        return "AWS", v.r(rng, an + "/+", 40)  # the secret access key (its id goes in the text)
    if kind == 9:
        return "Google", "AIza" + v.r(rng, URLSAFE, 35)
    if kind == 10:
        return "npm", "npm_" + v.r(rng, an, 36)
    if kind == 11:
        return "PyPI", "pypi-AgEIcHlwaS5vcmc" + v.r(rng, URLSAFE, 60)
    if kind == 12:
        return "Twilio", "SK" + v.hex_key(rng, 32)
    if kind == 13:
        return "SendGrid", f"SG.{v.r(rng, URLSAFE, 22)}.{v.r(rng, URLSAFE, 43)}"
    if kind == 14:
        return "Hugging Face", "hf_" + v.r(rng, string.ascii_letters, 34)
    if kind == 15:
        return "Telegram", f"{rng.randrange(10**8, 10**10)}:AA{v.r(rng, URLSAFE, 33)}"
    if kind == 16:
        return "Discord", (f"M{v.r(rng, an, 25)}.{v.r(rng, URLSAFE, 6)}.{v.r(rng, URLSAFE, 38)}")
    if kind == 17:
        return "Shopify", "shpat_" + v.hex_key(rng, 32)
    if kind == 18:
        return "Mailgun", "key-" + v.hex_key(rng, 32)
    if kind == 19:
        return "DigitalOcean", "dop_v1_" + v.hex_key(rng, 64)
    if kind == 20:
        return "Mailchimp", v.hex_key(rng, 32) + "-us" + str(rng.randrange(1, 21))
    return "Stripe restricted", "rk_live_" + v.r(rng, an, 24)


def _vendor(rng: random.Random) -> Sample:
    vendor, token = _vendor_token(rng)
    if vendor == "AWS":
        key_id = "AKIA" + v.r(rng, string.ascii_uppercase + "234567", 16)
        text = rng.choice([
            f"aws_access_key_id = {key_id}\naws_secret_access_key = {token}",
            f"AWS creds for the backup job: {key_id} / {token}",
            f"export AWS_ACCESS_KEY_ID={key_id} AWS_SECRET_ACCESS_KEY={token}",
        ])  # fmt: skip
        return Sample("vendor_token", text, token)
    text = rng.choice([
        f"{vendor} token for the staging bot: {token}",
        f"here's the {vendor} key, don't paste it anywhere else {token}",
        f"Ticket #{rng.randrange(1000, 9999)}: customer pasted {token} into the chat by mistake",
        f'config.yaml:\n  {vendor.lower().replace(" ", "_")}:\n    key: "{token}"',
        f"{vendor.upper().replace(' ', '_')}_API_KEY={token}",
        f"the integration uses {token} (rotate after the demo)",
        f"- {vendor}: {token}",
        f"Authorization: Bearer {token}",
        f"env var set in CI -> {token}",
        f"{vendor} credentials changed, new one is {token}",
    ])  # fmt: skip
    return Sample("vendor_token", text, token)


_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card(rng: random.Random) -> Sample:
    number = v.card(rng, rng.choice(_BRANDS))
    written = v.grouped(number, rng.choice([" ", "-", "", " "]), rng)
    exp = f"{rng.randrange(1, 13):02d}/{rng.randrange(27, 32)}"
    cvv = v.r(rng, v.DIGITS, 4 if len(number) == 15 else 3)
    text = rng.choice([
        f"card {written} exp {exp} cvv {cvv}",
        f"Paid the hotel with {written}, expires {exp}",
        f"Karte: {written} gültig bis {exp}, Prüfziffer {cvv}",
        f"numer karty {written}",
        f"My corporate card is {written} — CVC {cvv}",
        f"tarjeta {written} vence {exp}",
        f"{written} {exp} {cvv}",
        f"Customer read out the card number over the phone: {written}",
        f"カード番号 {written} 有効期限 {exp}",
        f"billing fallback -> {written}",
    ])  # fmt: skip
    return Sample("card_number", text, written)


def _iban(rng: random.Random) -> Sample:
    country = rng.choice(["DE", "GB", "FR", "NL", "ES", "IT", "PL", "CH", "BE", "AT", "IE", "PT",
                          "SE", "DK", "NO", "FI", "CZ", "LU", "RO", "HU"])  # fmt: skip
    number = v.iban_number(rng, country)
    written = v.iban_spaced(number) if rng.random() < 0.5 else number
    name = rng.choice(["Jan Nowak", "Greta Lind", "Pedro Alves", "Sophie Martin", "Luca Bianchi"])
    text = rng.choice([
        f"Please wire the deposit to {written} ({name})",
        f"IBAN: {written}",
        f"Kontonummer {written}, Empfänger {name}",
        f"rent goes to {name}, {written}, by the 5th",
        f"numer konta {written}",
        f"refund to account {written} requested in ticket {rng.randrange(10000, 99999)}",
        f"bank details — {name} / {written} / BIC {v.r(rng, string.ascii_uppercase, 8)}",
        f"my IBAN is {written}",
    ])  # fmt: skip
    return Sample("iban", text, written)


def _valid(rng: random.Random, make: Callable[[], str], check: Callable[[str], bool]) -> str:
    while True:
        value = make()
        if check(value):
            return value


def _national_id(rng: random.Random) -> Sample:
    kind = rng.randrange(11)
    if kind in (0, 1):
        value = v.ssn_number(rng)
        text = rng.choice([
            f"SSN {value}", f"her social is {value}", f"W-2 shows {value} for the employee",
            f"Social Security number: {value}",
        ])  # fmt: skip
    elif kind == 2:
        value = v.sin_number(rng)
        text = f"Canadian SIN {value} on the payroll form"
    elif kind == 3:
        value = v.nino_number(rng)
        text = f"National Insurance number {value}"
    elif kind == 4:
        value = v.dni_number(rng)
        text = rng.choice([f"DNI {value}", f"mi DNI es {value}"])
    elif kind == 5:
        value = v.cpf_number(rng)
        text = rng.choice([f"CPF: {value}", f"meu CPF é {value}"])
    elif kind == 6:
        value = _valid(rng, lambda: v.r(rng, v.DIGITS, 11), pesel.is_valid)
        text = rng.choice([f"PESEL {value}", f"mój PESEL to {value}"])
    elif kind == 7:
        value = _valid(rng, lambda: v.r(rng, v.DIGITS, 9), bsn.is_valid)
        text = rng.choice([f"BSN: {value}", f"burgerservicenummer {value}"])
    elif kind == 8:
        value = _valid(rng, lambda: str(rng.randrange(2, 10)) + v.r(rng, v.DIGITS, 11),
                       aadhaar.is_valid)  # fmt: skip
        value = f"{value[:4]} {value[4:8]} {value[8:]}"
        text = f"Aadhaar no. {value}"
    elif kind == 9:
        value = _valid(
            rng,
            lambda: (
                f"{rng.randrange(60, 99)}{rng.randrange(1, 13):02d}{rng.randrange(1, 29):02d}"
                f"-{v.r(rng, v.DIGITS, 4)}"
            ),
            personnummer.is_valid,
        )
        text = rng.choice([f"personnummer {value}", f"Personnummer: {value}"])
    else:
        value = _valid(
            rng, lambda: str(rng.randrange(1, 10)) + v.r(rng, v.DIGITS, 10), idnr.is_valid
        )
        text = rng.choice([f"Steuer-ID {value}", f"Steuerliche Identifikationsnummer: {value}"])
    if rng.random() < 0.3:
        text = rng.choice(["Onboarding note: ", "From the scanned form: ", "HR ticket — "]) + text
    return Sample("national_id", text, value)


def _two_factor(rng: random.Random) -> Sample:
    kind = rng.randrange(5)
    if kind == 0:
        codes = v.backup_codes(rng, rng.choice([6, 8, 10]), rng.randrange(4))
        sep = rng.choice(["\n", " ", ", "])
        listed = sep.join(codes)
        label = rng.choice(["GitHub recovery codes:", "backup codes", "Google 2FA backup codes ->",
                            "Kody zapasowe:", "Codes de secours :"])  # fmt: skip
        return Sample("two_factor", f"{label}\n{listed}" if sep == "\n" else f"{label} {listed}",
                      listed)  # fmt: skip
    if kind == 1:
        seed = v.totp_secret(rng, rng.random() < 0.4)
        text = rng.choice([f"TOTP secret: {seed}", f"2FA seed {seed} (Authy)",
                           f"authenticator setup key = {seed}",
                           f"if the phone dies, the MFA key is {seed}"])  # fmt: skip
        return Sample("two_factor", text, seed)
    if kind == 2:
        seed = v.totp_secret(rng, False)
        issuer = rng.choice(["ACME", "Bitwarden", "AWS", "Proton"])
        text = (
            f"otpauth://totp/{issuer}:marta%40acme.io?secret={seed}&issuer={issuer}"
            f"&algorithm=SHA1&digits=6&period=30"
        )
        return Sample("two_factor", text, seed)
    code = v.r(rng, v.DIGITS, rng.choice([6, 6, 8]))
    text = rng.choice([
        f"verification code: {code}", f"your one-time code is {code}",
        f"OTP {code}, valid for 5 minutes", f"kod weryfikacyjny {code}",
        f"認証コード {code}", f"SMS code {code} for the bank login", f"2FA code -> {code}",
        f"Bestätigungscode: {code}",
    ])  # fmt: skip
    return Sample("two_factor", text, code)


_LISTS = {lang: Mnemonic(lang) for lang in ("english", "portuguese", "czech", "spanish", "italian")}


def _seed(rng: random.Random) -> Sample:
    words = rng.choice([12, 12, 18, 24])
    lang = rng.choice(["english"] * 6 + ["portuguese", "czech", "spanish", "italian"])
    bits = {12: 16, 18: 24, 24: 32}[words]
    phrase = str(_LISTS[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(bits))))
    split = phrase.split()
    style = rng.randrange(5)
    if style == 0:
        written = phrase
    elif style == 1:
        written = "\n".join(f"{i}. {w}" for i, w in enumerate(split, 1))
    elif style == 2:
        written = ", ".join(split)
    elif style == 3:
        written = " ".join(f"{i}){w}" for i, w in enumerate(split, 1))
    else:
        written = phrase.upper()
        phrase = written
    text = rng.choice([
        f"Ledger recovery phrase:\n{written}",
        f"wallet seed — {written}",
        f"MetaMask secret recovery phrase {written}",
        f"{written}",
        f"frase semilla: {written}",
        f"backup of the old phone wallet, {words} words: {written}",
    ])  # fmt: skip
    return Sample("seed_phrase", text, phrase)


_SPELL_WORDS = ["marmalade", "tortellini", "woodpecker", "chandelier", "ptarmigan", "kohlrabi",
                "zeppelin", "trombonist", "sassafras", "gondolier", "quokkas", "vermilion"]  # fmt: skip


def _spelled(rng: random.Random) -> Sample:
    word = rng.choice(_SPELL_WORDS)
    n = rng.randrange(10, 999)
    if rng.random() < 0.12:
        word = word.capitalize()
        return Sample("spelled_password", f"It's {word} with a capital first letter and {n} at "
                      "the end", word)  # fmt: skip
    text = rng.choice([
        f"the password is the word {word} followed by {n}",
        f"pw: {word} all lowercase, then {n}, then an exclamation mark",
        f"login is my email, password is {word} plus the year {rng.randrange(1980, 2010)}",
        f"Hasło to słowo {word} i liczba {n}",
        f"the wifi key: {word} spelled backwards, no spaces",
        f"{word}{n} is the password for the shared drive",
        f"the password is {word} in lowercase then {n}",
        f"Das Passwort ist das Wort {word}, dann {n}",
    ])  # fmt: skip
    return Sample("spelled_password", text, word)


def _login_pair(rng: random.Random) -> Sample:
    user = rng.choice(["bob", "alice", "m.kowalska", "admin", "ops@acme.io", "tanaka", "guest01"])
    pw = _password(rng)
    text = rng.choice([
        f"login: {user} / {pw}",
        f"user {user} pass {pw}",
        f"creds {user}:{pw}",
        f"Username: {user}\nPassword: {pw}",
        f"router admin -> {user} / {pw}",
        f"acc {user} pwd {pw}",
        f"Benutzer {user}, Passwort {pw}",
        f"użytkownik: {user}, hasło: {pw}",
        f"| {user} | {pw} | staging |",
        f"sign in as {user} with {pw}",
        f"ID：{user} パス：{pw}",
        f"{user} / {pw} (jira test account)",
    ])  # fmt: skip
    return Sample("login_pair", text, pw)


def _bare_key(rng: random.Random) -> Sample:
    key = v.hex_key(rng)
    text = rng.choice([
        f"signing key: {key}",
        f"HMAC secret {key}",
        f"encryption key = {key}",
        f"webhook secret -> {key}",
        f"master key\n{key}",
        f"SECRET_KEY={key}",
        f"AES-256 key for the backups: {key}",
        f"the private key is {key}",
        f"klucz: {key}",
        f"{key} is the API key for the old cluster",
    ])  # fmt: skip
    return Sample("hex_key", text, key)


def _wifi(rng: random.Random) -> Sample:
    ssid = rng.choice(["Guest", "Office-5G", "FRITZ!Box 7590 KQ", "Kawiarnia_Free", "HomeNet",
                       "TP-Link_8C21", "Biuro", "Dom2.4"])  # fmt: skip
    key = _password(rng)
    text = rng.choice([
        f"the WPA2 key for the guest network is {key}",
        f"wifi: {ssid} / {key}",
        f"WLAN-Schlüssel: {key}",
        f"Wi-Fi password at the cabin is {key}",
        f"SSID {ssid}, passphrase {key}",
        f"WIFI:T:WPA;S:{ssid};P:{key};;",
        f"hasło do wifi {ssid}: {key}",
        f"network {ssid} key {key}",
        f"와이파이 {ssid} 비밀번호는 {key}",
        f"psk={key}",
    ])  # fmt: skip
    return Sample("wifi_key", text, key)


def _spaced(rng: random.Random) -> Sample:
    _, token = _vendor_token(rng)
    token = token[:44]
    sep = rng.choice([" ", " ", "  ", " - "])
    written = sep.join(token)
    text = rng.choice([
        f"reading it out for you: {written}",
        f"token (spaced so the bot won't eat it): {written}",
        f"{written}",
        f"key is {written}",
    ])  # fmt: skip
    return Sample("spaced_token", text, written)


GENERATORS = [_label_grammar, _cli, _vendor, _card, _iban, _national_id, _two_factor, _seed,
              _spelled, _login_pair, _bare_key, _wifi, _spaced]  # fmt: skip


def secrets(per_class: int = 30) -> list[Sample]:
    rng = random.Random(SEED)
    return [gen(rng) for gen in GENERATORS for _ in range(per_class)]


def field_pairs(n: int = 30) -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for _ in range(n):
        kind = rng.randrange(6)
        if kind == 0:
            secret = _password(rng)
            first = rng.choice(["hasło do serwera:", "Passwort:", "パスワードは", "the password is",
                                "contraseña:", "mysql -uadmin -p"])  # fmt: skip
            second = f"{secret} (from the team vault)"
        elif kind == 1:
            secret = v.grouped(v.card(rng, rng.choice(_BRANDS)), " ", rng)
            first = "card number:"
            second = f"{secret} exp 09/29"
        elif kind == 2:
            secret = v.iban_number(rng, rng.choice(["DE", "PL", "FR", "NL"]))
            first = "IBAN"
            second = secret
        elif kind == 3:
            secret = " ".join(v.backup_codes(rng, 8, 0))
            first = "recovery codes:"
            second = secret
        elif kind == 4:
            secret = "ghp_" + v.r(rng, string.ascii_letters + string.digits, 36)
            first = "GitHub token"
            second = f"{secret} — expires in 30 days"
        else:
            secret = v.seed_phrase(rng, 12)
            first = "seed phrase:"
            second = secret
        out.append(FieldPair("field_pair", first, second, secret))
    return out


def metadata_samples(n: int = 30) -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for _ in range(n):
        kind = rng.randrange(8)
        if kind == 0:
            secret = _password(rng)
            meta: dict[str, Any] = {"account": {"hasło": secret, "user": "jnowak"}}
        elif kind == 1:
            secret = _password(rng)
            meta = {"wifi": {"ssid": "Biuro", "psk": secret}}
        elif kind == 2:
            secret = v.card(rng, rng.choice(_BRANDS))
            meta = {"billing": {"pan": secret, "holder": "A. Lind"}}
        elif kind == 3:
            secret = v.iban_number(rng, rng.choice(["SE", "IT", "ES"]))
            meta = {"payout": {"iban": secret}}
        elif kind == 4:
            secret = v.seed_phrase(rng, 24)
            meta = {"wallet": {"mnemonic": secret}}
        elif kind == 5:
            secret = "glpat-" + v.r(rng, URLSAFE, 20)
            meta = {"ci": {"env": {"GITLAB_TOKEN": secret}}}
        elif kind == 6:
            secret = _password(rng)
            meta = {"note": f"the password for the alarm panel app is {secret}"}
        else:
            secret = v.ssn_number(rng)
            meta = {"employee": {"ssn": secret, "dept": "ops"}}
        out.append(MetadataSample("metadata_family", meta, secret))
    return out


CLEAN = [
    "The password policy requires 12 characters and one digit.",
    "Card payments are down 3 % this quarter.",
    "Order #4417-2290-1183 shipped on Tuesday.",
    "SHA-256 checksum of the installer: "
    "9b74c9897bac770ffc029102a200c5de4a1a5b0b1c1f8e5e1a7c1d7d5a1e9f02",
    "2FA is mandatory from Monday for everyone in finance.",
    "Call the front desk at +48 601 234 567 if the door is locked.",
    "I forgot my password again and had to reset it.",
    "Ask Marta for the wifi password, it's on the fridge.",
    "The API token expires after 24 hours.",
    "Use curl -u with your username and you'll be prompted for the password.",
    "The seed phrase backup card is in the safe deposit box.",
    "Set up TOTP in the authenticator app before Friday.",
    "The one-time code expires in ten minutes.",
    "UPS tracking 1Z999AA10123456784 says out for delivery.",
    "Invoice INV-2026-00417 is due on 15 December.",
    "Merged in commit 3f9a2c1 after review.",
    "Meeting ID 845 2291 0937, no passcode needed for internal staff.",
    "ISBN 978-3-16-148410-0 is the second edition.",
    "The PIN pad at the entrance is broken.",
    "密码错误，请重试。",
    "비밀번호를 잊어버렸어요.",
    "パスワードを忘れた場合はリセットしてください。",
    "Ich habe mein Passwort vergessen.",
    "Nie pamiętam hasła do banku, muszę zadzwonić.",
    "La contraseña debe tener al menos ocho caracteres.",
    "The IBAN field accepts up to 34 characters.",
    "We rotated the Stripe keys yesterday, nothing to do on your side.",
    "Secret Santa draw is on Friday at 3 pm.",
    "The token count for that prompt was 4,096.",
    "Postgres listens on port 5432 on 10.0.0.12.",
    "Her SSN card arrived by mail last week.",
    "The backup job ran at 02:00 and took 47 minutes.",
    "Key rotation happens every 90 days.",
    "The key to the storeroom is with Jan at reception.",
    "mysql -u root -p prompts for the password interactively.",
    "Population of Kraków: 804,237 as of 2024.",
    "Request id 7c9e6679-7425-40de-944b-e07fc1f90ae7 failed with a 502.",
    "The recovery codes were regenerated; the old ones no longer work.",
    "Our wifi is called Guest-5G and the login page opens automatically.",
    "The credit card terminal needs a firmware update.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"checksum_sha256": "9b74c9897bac770ffc029102a200c5de4a1a5b0b1c1f8e5e1a7c1d7d5a1e9f02"},
    {"order": "4417-2290-1183", "phone": "+48 601 234 567"},
    {"password_policy": {"min_length": 12}},
    {"twofa_required": True, "token_ttl_hours": 24},
]

__all__ = ["CLEAN", "CLEAN_METADATA", "SEED", "field_pairs", "metadata_samples", "secrets"]
