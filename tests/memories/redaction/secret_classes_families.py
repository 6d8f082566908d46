"""Tuning corpus of secret *families* (issue 46): what the scrubber's family rules are developed
against. Labels with their own language's grammar, CLI credential flags, vendor tokens, card
numbers, IBANs, national ids, 2FA codes, seed phrases, spelled-out passwords, login pairs, bare
keys and wifi keys.

Its held-out twin (`secret_classes_families_heldout.py`) has the same families with other
templates, languages, tools, brands and countries, written at the same time, before any rule.
"""

from __future__ import annotations

import random
import string
from typing import Any

from tests.memories.redaction import secret_classes_families_round5 as round5
from tests.memories.redaction import secret_classes_families_round6 as round6
from tests.memories.redaction import secret_classes_families_round7 as round7
from tests.memories.redaction import secret_classes_families_round8 as round8
from tests.memories.redaction import secret_classes_families_round9 as round9
from tests.memories.redaction import secret_classes_families_round10 as round10
from tests.memories.redaction import secret_classes_families_round11 as round11
from tests.memories.redaction import secret_classes_families_round12 as round12
from tests.memories.redaction import secret_classes_families_round13 as round13
from tests.memories.redaction import secret_classes_families_round13b as round13b
from tests.memories.redaction import secret_classes_families_round14 as round14
from tests.memories.redaction import secret_classes_families_round14b as round14b
from tests.memories.redaction import secret_classes_families_round15 as round15
from tests.memories.redaction import secret_classes_families_round15b as round15b
from tests.memories.redaction import secret_classes_families_round16 as round16
from tests.memories.redaction import secret_classes_families_round16b as round16b
from tests.memories.redaction import secret_classes_families_round17 as round17
from tests.memories.redaction import secret_classes_families_round17b as round17b
from tests.memories.redaction import secret_classes_families_round18 as round18
from tests.memories.redaction import secret_classes_families_round18b as round18b
from tests.memories.redaction import secret_classes_families_round19 as round19
from tests.memories.redaction import secret_classes_families_round19b as round19b
from tests.memories.redaction import secret_classes_families_round20 as round20
from tests.memories.redaction import secret_classes_families_round20b as round20b
from tests.memories.redaction import secret_classes_families_round21 as round21
from tests.memories.redaction import secret_classes_families_round21b as round21b
from tests.memories.redaction import secret_classes_families_round22 as round22
from tests.memories.redaction import secret_classes_families_round22b as round22b
from tests.memories.redaction import secret_classes_families_round23 as round23
from tests.memories.redaction import secret_classes_families_round23b as round23b
from tests.memories.redaction import secret_classes_families_round24 as round24
from tests.memories.redaction import secret_classes_families_round24b as round24b
from tests.memories.redaction import secret_classes_families_round25 as round25
from tests.memories.redaction import secret_classes_families_round25b as round25b
from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 46_301


def _password(rng: random.Random) -> str:
    style = rng.randrange(4)
    if style == 0:
        return rng.choice(["Kielbasa", "sakura", "Elma", "Tulipan", "Haruto", "Pierogi"]) + str(
            rng.randrange(1000, 9999)
        )
    if style == 1:
        return v.r(rng, v.ALNUM, rng.randrange(9, 15)) + rng.choice("!#%*")
    if style == 2:
        return v.r(rng, string.ascii_lowercase, 5) + v.r(rng, string.digits, 4)
    return rng.choice(["Zx", "Qw", "Mn"]) + v.r(rng, v.ALNUM, 8)


# Labels with the grammar of their own language: (template, …) where {v} is the value.
_GRAMMAR = [
    "moje hasło to {v}",
    "Hasło do poczty to {v}",
    "私のパスワードは {v} です",
    "パスワードは{v}です",
    "我的密码是{v}",
    "密码是 {v}",
    "şifrem {v}",
    "Wi-Fi şifresi {v}",
    "내 비밀번호는 {v} 입니다",
    "비밀번호는 {v}",
    "moje heslo je {v}",
    "a jelszavam {v}",
    "kata sandi saya adalah {v}",
    "mật khẩu là {v}",
    "la mia password è {v}",
    "parola mea este {v}",
    "Password\n{v}",
    "Password:\n\n{v}",
    "🔑 password 👉 {v}",
    "password ➡️ {v}",
    "🔐 {v} is the password",
    "PASSWORD ⇒ {v}",
    "mi contraseña: {v}",
    "o meu código secreto é {v}",
]


def _label_grammar(rng: random.Random) -> Sample:
    secret = _password(rng)
    return Sample("label_grammar", rng.choice(_GRAMMAR).format(v=secret), secret)


_CLI = [
    "curl -u admin:{v} https://api.example.com/v1/health",
    "curl --user deploy:{v} -X POST https://ci.example.org/hook",
    "sshpass -p '{v}' ssh root@10.0.0.5",
    "sshpass -p {v} scp backup.tar ops@nas:/srv",
    "mysql -uroot -p{v} shop",
    "mysql -u root -p'{v}' -h db.internal",
    "mysqldump --user=app --password={v} app > dump.sql",
    "PGPASSWORD={v} psql -h db -U app",
    "redis-cli -a {v} -h cache.internal ping",
    "docker login -u ci -p {v} registry.example.com",
    "wget --user=bob --password={v} https://files.example.com/a.zip",
    "htpasswd -b /etc/nginx/.htpasswd alice {v}",
    "smbclient //nas/share -U bob%{v}",
    "ldapsearch -x -D cn=admin,dc=example -w {v} -b dc=example",
]


def _cli(rng: random.Random) -> Sample:
    secret = _password(rng)
    return Sample("cli_credentials", rng.choice(_CLI).format(v=secret), secret)


def _vendor(rng: random.Random) -> Sample:
    r, alnum = v.r, v.ALNUM
    style = rng.randrange(10)
    if style == 0:
        secret = f"xapp-1-A{r(rng, string.ascii_uppercase + string.digits, 10)}-{r(rng, string.digits, 13)}-{r(rng, v.HEX, 64)}"
    elif style == 1:
        secret = "shpat_" + r(rng, v.HEX, 32)
    elif style == 2:
        secret = "dop_v1_" + r(rng, v.HEX, 64)
    elif style == 3:
        secret = "lin_api_" + r(rng, alnum, 40)
    elif style == 4:
        secret = "glsa_" + r(rng, alnum, 32) + "_" + r(rng, v.HEX, 8)
    elif style == 5:
        secret = "hvs." + r(rng, alnum + "_-", 90)
    elif style == 6:
        secret = "PMAK-" + r(rng, v.HEX, 24) + "-" + r(rng, v.HEX, 34)
    elif style == 7:
        secret = "AGE-SECRET-KEY-1" + r(rng, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)
    elif style == 8:
        secret = "dapi" + r(rng, v.HEX, 32)
    else:
        secret = "xoxe.xoxp-1-" + r(rng, alnum, 140)
    text = rng.choice(["token {s} for the bot", "use {s}", "export TOKEN={s}", "{s}"])
    return Sample("vendor_token", text.format(s=secret), secret)


def _card(rng: random.Random) -> Sample:
    brand = rng.choice(["visa", "mastercard", "amex", "discover", "jcb"])
    number = v.card(rng, brand)
    secret = v.grouped(number, rng.choice([" ", "-", ""]), rng)
    text = rng.choice(
        [
            "card {s} exp 12/29 cvv 737",
            "my {b} is {s}",
            "Charge it to {s}, thanks",
            "card number: {s}",
            "{s} exp 03/28",
            "paid with {s} yesterday",
        ]
    )
    return Sample("card_number", text.format(s=secret, b=brand.title()), secret)


def _card_code(rng: random.Random) -> Sample:
    secret = v.r(rng, v.DIGITS, rng.choice([3, 4]))
    text = rng.choice(
        ["Visa ending 1111, CVV {s}", "cvv: {s}", "CVC {s}", "security code {s}", "the CVV is {s}"]
    )
    return Sample("card_code", text.format(s=secret), secret)


def _iban(rng: random.Random) -> Sample:
    number = v.iban_number(rng, rng.choice(["DE", "GB", "FR", "NL", "ES", "IT", "PL", "CH"]))
    secret = v.iban_spaced(number) if rng.random() < 0.5 else number
    text = rng.choice(
        ["IBAN: {s}", "send it to {s} please", "Kontonummer {s}", "my account is {s}", "{s}"]
    )
    return Sample("iban", text.format(s=secret), secret)


def _national_id(rng: random.Random) -> Sample:
    style = rng.randrange(5)
    if style == 0:
        secret = v.ssn_number(rng)
        text = rng.choice(["SSN {s}", "her social is {s}", "{s}", "ssn: {s}"])
    elif style == 1:
        secret = v.ssn_number(rng).replace("-", "")
        text = rng.choice(["SSN: {s}", "Social Security number {s}"])
    elif style == 2:
        secret = v.sin_number(rng)
        text = rng.choice(["SIN: {s}", "my social insurance number is {s}"])
    elif style == 3:
        secret = v.cpf_number(rng)
        text = rng.choice(["CPF {s}", "meu CPF é {s}", "{s}"])
    else:
        secret = v.nino_number(rng)
        text = rng.choice(["NI number: {s}", "National Insurance number {s}"])
    return Sample("national_id", text.format(s=secret), secret)


def _two_factor(rng: random.Random) -> Sample:
    style = rng.randrange(4)
    if style == 0:
        codes = v.backup_codes(rng, rng.randrange(6, 11), rng.randrange(4))
        sep = rng.choice([" ", ", ", "\n"])
        secret = sep.join(codes)
        text = rng.choice(
            ["GitHub backup codes: {s}", "2FA recovery codes:\n{s}", "backup codes {s}"]
        ).format(s=secret)
        secret = codes[rng.randrange(len(codes))]
    elif style == 1:
        secret = v.totp_secret(rng, spaced=rng.random() < 0.5)
        text = rng.choice(["TOTP secret: {s}", "2FA key {s}", "authenticator setup key: {s}"])
        text = text.format(s=secret)
    elif style == 2:
        secret = v.totp_secret(rng, spaced=False)
        text = f"otpauth://totp/ACME:alice?secret={secret}&issuer=ACME"
    else:
        secret = v.r(rng, v.DIGITS, 6)
        text = rng.choice(["2FA code: {s}", "the OTP is {s}", "verification code {s}"])
        text = text.format(s=secret)
    return Sample("two_factor", text, secret)


def _seed(rng: random.Random) -> Sample:
    words = rng.choice([12, 12, 18, 24])
    secret = v.seed_phrase(rng, words) if rng.random() < 0.8 else v.seed_words_unchecked(rng, 12)
    text = rng.choice(
        [
            "seed phrase: {s}",
            "my wallet words are {s}",
            "{s}",
            "Recovery phrase\n{s}",
            "backup: {s} (ledger)",
        ]
    )
    return Sample("seed_phrase", text.format(s=secret), secret)


def _spelled(rng: random.Random) -> Sample:
    word = rng.choice(["hunter", "falcon", "mango", "tiger", "violet"])
    digits = v.r(rng, v.DIGITS, 3)
    text = rng.choice(
        [
            "my password is the word {w} followed by {d}",
            "the password is {w} then {d}",
            "password: the word {w} and the number {d}",
            "the wifi password is {w} with {d} at the end",
        ]
    ).format(w=word, d=digits)
    return Sample("spelled_password", text, word if rng.random() < 0.5 else digits)


def _login_pair(rng: random.Random) -> Sample:
    secret = _password(rng)
    user = rng.choice(["bob", "admin", "ops", "alice.k"])
    text = rng.choice(
        [
            "login: {u} / {s}",
            "login {u}/{s}",
            "credentials {u}:{s}",
            "user/pass: {u} / {s}",
            "username {u} password {s}",
        ]
    ).format(u=user, s=secret)
    return Sample("login_pair", text, secret)


def _bare_key(rng: random.Random) -> Sample:
    style = rng.randrange(3)
    if style == 0:
        secret = v.hex_key(rng, 64)
        text = rng.choice(["{s}", "key {s}", "use {s} for the signer"]).format(s=secret)
    elif style == 1:
        token = "ghp_" + v.r(rng, v.ALNUM, 36)
        secret = " ".join(token)
        text = f"the token is {secret}"
    else:
        token = "sk-" + v.r(rng, v.ALNUM, 40)
        secret = " ".join(token)
        text = secret
    return Sample("bare_key", text, secret)


def _wifi(rng: random.Random) -> Sample:
    secret = _password(rng)
    text = rng.choice(
        [
            "the WPA2 key for the office wifi is {s}",
            "WPA key: {s}",
            "network key {s}",
            "wifi: GuestNet / {s}",
            "PSK = {s}",
        ]
    ).format(s=secret)
    return Sample("wifi_key", text, secret)


# Second round (held-out 3's classes, with templates of their own): {v} a password, {s} one that
# reads as a password with no label, {u} a user, {w} a word, {d} digits, {c} a one-time code,
# {l} a list of backup codes, {n} a network's name; the secret is the first of {v} {s} {w} {c} {l}.
_MORE: dict[str, list[str]] = {
    "label_grammar_2": [
        "hasło do banku wynosi {v}", "Passwort vom Router: {v}", "la clave del wifi es {v}",
        "la password dello studio è {v}", "senha atual: {v}", "Kennwort neu = {v}",
        "nowe hasło: {v}", "het nieuwe wachtwoord is {v}", "heslo do pošty zní {v}",
        "Das WLAN-Passwort heißt {v}", "パス: {v}", "비번은 {v}", "p/w: {v}", "mdp du wifi : {v}",
        "Passwort >> {v}", "hasło :: {v}", "password ==> {v}", "contraseña » {v}", "пароль • {v}",
        "salasanani on {v}", "kata sandinya {v}", "รหัสผ่านคือ {v}", "كلمة السر هي {v}",
    ],
    "login_pair_2": [
        "Nutzername: {u}; Kennwort: {v}", "usuario {u} contraseña {v}", "account {u} pw {v}",
        "utilisateur {u} / mot de passe {v}", "log in as {u} using {s}", "{u} / {s} for staging",
        "signed in as {u} with password {s}", "| {u} | {s} | prod |", "ユーザー名 {u} パスワード {v}",
        "użytkownik {u} i hasło {v}", "nas: {u} / {s}", "| prod | {u} | {s} |",
        "root:{s} on the old box", "marek@corp.io:{s}", "switch: admin/{s}",
    ],
    "spelled_password_2": [
        "password: the word {w} in capitals followed by {d}", "wachtwoord is het woord {w} gevolgd door {d}",
        "le mot de passe est le mot {w} suivi de {d}", "la contraseña es la palabra {w} seguido de {d}",
        "hasło: {w} małymi literami, potem {d}", "it's {W} with an uppercase first letter, then {d}",
        "the PIN word is {w} then a hash", "Kennwort: {w} kleingeschrieben und dann {d}",
        "el password es la palabra {w} seguida de {d}", "heslo je slovo {w} a pak {d}",
        "{W} with a capital first letter, then {d}",
    ],
    "cli_flag_2": [
        "keytool -importkeystore -srcstorepass {v} -deststorepass x", "jarsigner -keystore k.jks -storepass {v} app.jar",
        "sqlplus system/{v}@//db:1521/XE", "lftp -u {u},{v} ftp.example.org", "htpasswd -nb {u} {v}",
        "rabbitmqctl change_password {u} {v}", "net user {u} {v} /add", "ipmitool -H bmc -U {u} -P {v} power status",
        "hydra -l {u} -p {v} ssh://10.0.0.9", "ldappasswd -x -D cn=admin -s {v} uid={u}",
        "openssl enc -aes-256-cbc -in a -out b -pass pass:{v}", "migrate --db-password {v} up",
        "mysqladmin -u root -p{v} status", "psexec \\\\host -u {u} -p {v} cmd",
        "mosquitto_pub -u {u} -P {v} -t home/x -m on", "echo '{v}' | sudo -S reboot",
        "cqlsh -u {u} -p {v} 10.0.0.3", "snmpget -v3 -l authPriv -u {u} -A {v} router",
    ],
    "two_factor_2": [
        "código de verificación: {c}", "Ihr Sicherheitscode lautet {c}", "code de vérification : {c}",
        "验证码 {c}", "인증번호 {c}", "kod SMS: {c}", "codice di verifica {c}", "doğrulama kodu {c}",
        "Kody zapasowe -> {l}", "códigos de recuperación: {l}", "Wiederherstellungscodes:\n{l}",
        "バックアップコード: {l}", "recovery codes => {l}", "{c} is your Proton verification code",
        "Use {c} to sign in to Slack", "Ваш код: {c}", "votre code : {c}",
        "【验证码】{c}，5分钟内有效",  # noqa: RUF001
    ],
    "wifi_key_2": [
        "network Cafe Central 2 password {s}", "WLAN Buero OG, Passwort {v}", "hotspot Pixel 8 key {s}",
        "réseau Maison-5G clé {s}", "wifi {n} psk {s}",
    ],
}  # fmt: skip


def _more(cls: str, rng: random.Random) -> Sample:
    strong = rng.choice(["Kq", "Zt", "Wm"]) + v.r(rng, string.digits, 3) + v.r(rng, v.ALNUM, 5)
    word = rng.choice(["walrus", "juniper", "trellis", "anchovy", "saffron", "mongoose"])
    codes = v.backup_codes(rng, rng.randrange(6, 10), rng.randrange(4))
    values = {
        "v": _password(rng), "s": strong + rng.choice(["!", "#", ""]), "w": word,
        "W": word.title(), "d": v.r(rng, v.DIGITS, 3), "c": v.r(rng, v.DIGITS, 6),
        "l": rng.choice([", ", " ", "\n"]).join(codes), "n": rng.choice(["Guest", "Lab-2G"]),
        "u": rng.choice(["marek", "j.doe", "svc-ci", "ops@corp.io"]),
    }  # fmt: skip
    template = rng.choice(_MORE[cls])
    secret = (
        next(values[k] for k in ("v", "s", "W", "w", "c") if "{" + k + "}" in template)
        if ("{l}" not in template)
        else codes[rng.randrange(len(codes))]
    )
    return Sample(cls.removesuffix("_2"), template.format(**values), secret)


def _spaced(rng: random.Random) -> Sample:
    token = rng.choice(["ghp_", "glpat-", "xoxb-", "sk-", ""]) + v.r(rng, v.ALNUM, 30)
    written = rng.choice(["  ", "   ", " - ", " "]).join(token)
    text = rng.choice(["here it is: {t}", "{t}", "Token => {t} (read aloud)"]).format(t=written)
    return Sample("spaced_token", text, written)


def _national_id_2(rng: random.Random) -> Sample:
    value = rng.choice(["756.1234.5678.97", "943 476 5919", "123 456 782", "29045712345"])
    text = rng.choice(
        ["AHV-Nummer {s}", "NHS number {s}", "TFN: {s}", "Identifikationsnummer {s}", "CNP {s}"]
    )
    return Sample("national_id", text.format(s=value), value)


def _vendor_2(rng: random.Random) -> Sample:
    r, alnum = v.r, v.ALNUM
    secret = rng.choice(
        [
            "dckr_pat_" + r(rng, alnum, 27),
            "nvapi-" + r(rng, alnum, 64),
            "LTAI" + r(rng, alnum, 20),
            "rubygems_" + r(rng, v.HEX, 48),
            "CFPAT-" + r(rng, alnum, 43),
            "xkeysib-" + r(rng, v.HEX, 64) + "-" + r(rng, alnum, 16),
        ]
    )
    text = rng.choice(["the CI uses {s}", "{s} (revoked?)", "token={s}"]).format(s=secret)
    return Sample("vendor_token", text, secret)


GENERATORS = [
    _label_grammar, _cli, _vendor, _card, _card_code, _iban, _national_id, _two_factor, _seed,
    _spelled, _login_pair, _bare_key, _wifi,
    *(lambda rng, cls=cls: _more(cls, rng) for cls in _MORE), _spaced, _national_id_2, _vendor_2,
]  # fmt: skip


def secrets(per_class: int = 30) -> list[Sample]:
    rng = random.Random(SEED)
    out = [gen(rng) for gen in GENERATORS for _ in range(per_class)]
    out += [round5.sample(c, rng) for c in round5.TEMPLATES for _ in range(per_class // 3)]
    out += [round6.sample(c, rng) for c in round6.TEMPLATES for _ in range(per_class // 3)]
    out += [round7.sample(c, rng) for c in round7.TEMPLATES for _ in range(per_class // 3)]
    out += [round8.sample(c, rng) for c in round8.TEMPLATES for _ in range(per_class // 3)]
    out += [round9.sample(c, rng) for c in round9.TEMPLATES for _ in range(per_class // 3)]
    out += [round10.sample(c, rng) for c in round10.CLASSES for _ in range(per_class // 3)]
    out += [round11.sample(c, rng) for c in round11.TEMPLATES for _ in range(per_class // 3)]
    out += [round12.sample(c, rng) for c in round12.TEMPLATES for _ in range(per_class // 3)]
    out += [round13.sample(c, rng) for c in round13.TEMPLATES for _ in range(per_class // 3)]
    out += [round13b.sample(c, rng) for c in round13b.TEMPLATES for _ in range(per_class // 3)]
    out += [round14.sample(c, rng) for c in round14.TEMPLATES for _ in range(per_class // 3)]
    out += [round14b.sample(c, rng) for c in round14b.TEMPLATES for _ in range(per_class // 3)]
    out += [round15.sample(c, rng) for c in round15.TEMPLATES for _ in range(per_class // 3)]
    out += [round15b.sample(c, rng) for c in round15b.TEMPLATES for _ in range(per_class // 3)]
    out += [round16.sample(c, rng) for c in round16.TEMPLATES for _ in range(per_class // 3)]
    out += [round16b.sample(c, rng) for c in round16b.TEMPLATES for _ in range(per_class // 3)]
    out += [round17.sample(c, rng) for c in round17.TEMPLATES for _ in range(per_class // 3)]
    out += [round17b.sample(c, rng) for c in round17b.TEMPLATES for _ in range(per_class // 3)]
    out += [round18.sample(c, rng) for c in round18.TEMPLATES for _ in range(per_class // 3)]
    out += [round18b.sample(c, rng) for c in round18b.TEMPLATES for _ in range(per_class // 3)]
    out += [round19.sample(c, rng) for c in round19.TEMPLATES for _ in range(per_class // 3)]
    out += [round19b.sample(c, rng) for c in round19b.TEMPLATES for _ in range(per_class // 3)]
    out += [round20.sample(c, rng) for c in round20.TEMPLATES for _ in range(per_class // 3)]
    out += [round20b.sample(c, rng) for c in round20b.TEMPLATES for _ in range(per_class // 3)]
    out += [round21.sample(c, rng) for c in round21.TEMPLATES for _ in range(per_class // 3)]
    out += [round21b.sample(c, rng) for c in round21b.TEMPLATES for _ in range(per_class // 3)]
    out += [round22.sample(c, rng) for c in round22.TEMPLATES for _ in range(per_class // 3)]
    out += [round22b.sample(c, rng) for c in round22b.TEMPLATES for _ in range(per_class // 3)]
    out += [round23.sample(c, rng) for c in round23.TEMPLATES for _ in range(per_class // 3)]
    out += [round23b.sample(c, rng) for c in round23b.TEMPLATES for _ in range(per_class // 3)]
    out += [round24.sample(c, rng) for c in round24.TEMPLATES for _ in range(per_class // 3)]
    out += [round24b.sample(c, rng) for c in round24b.TEMPLATES for _ in range(per_class // 3)]
    out += [round25.sample(c, rng) for c in round25.TEMPLATES for _ in range(per_class // 3)]
    out += [round25b.sample(c, rng) for c in round25b.TEMPLATES for _ in range(per_class // 3)]
    return out + round9.vendor_samples(rng)


def field_pairs(n: int = 30) -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for _ in range(n):
        secret = _password(rng)
        first = rng.choice(["moje hasło to", "WPA2 key:", "パスワードは", "sshpass -p"])
        out.append(
            FieldPair("split_fields", first, secret + rng.choice(["", " です", " ok"]), secret)
        )
    out += round5.field_pairs(n // 2, rng) + round7.field_pairs(n // 3, rng)
    return out + round8.field_pairs(n // 3, rng)


def metadata_samples(n: int = 30) -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for _ in range(n):
        style = rng.randrange(3)
        if style == 0:
            secret = v.card(rng, "visa")
            meta: dict[str, Any] = {"payment": {"card": secret, "exp": "12/29"}}
        elif style == 1:
            secret = v.iban_number(rng, "DE")
            meta = {"bank": [{"iban": secret}]}
        else:
            secret = _password(rng)
            meta = {"wifi": {"wpa2_key": secret}}
        out.append(MetadataSample("metadata_family", meta, secret))
    return out + round7.metadata_samples(rng) + round10.metadata_samples(rng)


CLEAN = [
    "Order 4111 1111 1111 1112 failed the Luhn check, so it is not a card.",
    "Call me at 415-555-0132 after six.",
    "The build finished at 2026-11-28 14:05:33.",
    "Tracking number 1Z999AA10123456784 shipped Monday.",
    "ISBN 978-3-16-148410-0 is on the shelf.",
    "Release 1.26.4 pinned; commit 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f merged.",
    "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 is the image digest",
    "The checksum is sha256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.",
    "The timestamp 1732800000000 is in milliseconds.",
    "ZIP 94105-1234, suite 200.",
    "We need the IBAN field on the invoice form.",
    "Backup codes are printed and kept in the safe.",
    "Turn on 2FA for every admin account.",
    "Please review the project plan before the team meeting tomorrow.",
    "The seed phrase is kept offline on paper.",
    "Login with your usual account, then open settings.",
    "The WPA2 key was rotated last week.",
    "Use curl -u with your own username.",
    "mysql -u root -p prompts for the password.",
    "Her credit card was declined twice.",
    "He was born on 12/29/1990 in Lyon.",
    "Invoice total: 1,234.56 EUR, due in 30 days.",
    "Room 404 is next to room 405.",
    "The meeting id is 845 2231 9090.",
    "password manager adoption rose to 61 percent",
    "Flight LH 400 leaves at 10:15 from gate B44.",
    "The SSN field is optional on the form.",
    "Call 1-800-555-0199 for support.",
    "My phone is +44 20 7946 0958.",
    "Version 2.17.0-rc.1 broke the login page.",
    *round5.CLEAN,
    *round6.CLEAN,
    *round7.CLEAN,
    *round8.CLEAN,
    *round9.CLEAN,
    *round10.CLEAN,
    *round11.CLEAN,
    *round12.CLEAN,
    *round13.CLEAN,
    *round13b.CLEAN,
    *round14.CLEAN,
    *round14b.CLEAN,
    *round15.CLEAN,
    *round15b.CLEAN,
    *round16.CLEAN,
    *round16b.CLEAN,
    *round17.CLEAN,
    *round17b.CLEAN,
    *round18.CLEAN,
    *round18b.CLEAN,
    *round19.CLEAN,
    *round19b.CLEAN,
    *round20.CLEAN,
    *round20b.CLEAN,
    *round21.CLEAN,
    *round21b.CLEAN,
    *round22.CLEAN,
    *round22b.CLEAN,
    *round23.CLEAN,
    *round23b.CLEAN,
    *round24.CLEAN,
    *round24b.CLEAN,
    *round25.CLEAN,
    *round25b.CLEAN,
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"order_id": "4111111111111112", "items": 3, "total": "1234.56"},
    {"phone": "415-555-0132", "zip": "94105-1234"},
    {"commit": "3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f", "build": 1732800000000},
    *round7.CLEAN_METADATA,
    *round10.CLEAN_METADATA,
]
