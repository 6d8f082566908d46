# ruff: noqa: RUF001, RUF002, RUF003  (labels and separators of other scripts are the subject)
"""Login pairs: a user name and its password written together, with or without labels.

Part of the scrubber (`memories.redaction`); pure. `login: bob / …`, `Benutzer ops@acme.io,
Passwort …`, `ID：alice パス：…`, `sign in as bob with …`, `router admin -> alice / …`, a table
row `| bob | … | staging |`, a pair alone on its line (`arben.h:…`), a network's name and key
(`network FRITZ!Box 7590 key …`, a wifi QR code's `P:` field). Where no label names the password,
the value must look like one: letters and digits and a third class (a capital inside, a symbol),
or words joined with a number.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator

from memories.redaction.assign import NOT_MODIFIERS, is_label_value
from memories.redaction.closing_value import closing_shaped, humped
from memories.redaction.family import Family, Span
from memories.redaction.first_chars import guard
from memories.redaction.label_search import label_matches
from memories.redaction.labels import PASSWORD_LABEL, PROSE_WORDS, label_kind, names_a_secret
from memories.redaction.shaped import (
    PASSWORD_SYMBOLS,
    camel_words,
    password_shaped,
    random_letters,
)
from memories.redaction.shapes import (
    FINGERPRINT_SCHEMES,
    even_groups,
    generator_shaped,
    has_classes,
    joined_words,
)
from memories.redaction.stem_looks import looked

__all__ = [
    "FAMILIES",
    "WIFI_WORDS",
    "names_a_user",
    "reads_as_made_up",
    "reads_as_password",
    "wifi_pairs",
]

Finder = Callable[[str], Iterator[Span]]

_LOGIN_RE = re.compile(
    r"(?i:(?=[lscuwnazigmkđлвдロ로])\b(?:log[ \-]?in|log[ \-]?on|sign[ \-]?in|credentials|creds|u/p|user(?:name)?\s*/\s*pass(?:word)?"
    r"|(?P<net>wi-?fi|wlan|ssid|network|wireless)|(?P<loan>acc?ess?o|zugang(?:sdaten)?|anmeldung"
    r"|connexion|identifiants|credencia(?:les|is)|credenziali|inloggning|innlogging|giriş|masuk"
    r"|kirjautuminen|đăng\s+nhập|логин|вход|доступ|ログイン|로그인))\b)[ \t]*(?:[:=\-][ \t]*)?"
    # (whose: `creds for grafana → admin, …`; more words before a sign: `creds for the Sealpac
    # service menu: …`)
    r"(?:(?i:for|to|on|of|für|pour|para|per|voor)[ \t]+(?:[^\s:→]{1,40}[ \t]*(?:(?::|=|→|->|—)[ \t]*"
    r"|(?=\w+ ))|(?:[^\s:→]{1,40}[ \t]+){1,4}[^\s:→]{1,40}[ \t]*(?::|=|→|->|—)[ \t]*)"
    # (or one word and a colon, with no "for": a service's name or a word of address, `login
    # Jenius: …`, `login mate: …`)
    r"|(?P<whose>[^\W\d_][\w\-]{1,30}):[ \t]+)?"
    r"(?P<cop>(?i:is|was|are|es|est|ist|é|è|era|er|är|je|jest|ni|ay|sono|zijn)[ \t]+)?"  # (`is`)
    r"(?P<user>[\w.@+\\\-]{2,64})"
    # (`login: bob + …`, `login bob and …`: a password's shape)
    r"(?:[ \t]*/[ \t]*|(?P<dot>[ \t]+[·•|][ \t]+)|:|(?P<plus>[ \t]+(?:[+&]|(?i:and|und|et|y|e|i|og|och|ve|en|ja|és|și|и))[ \t]+"
    r"|,[ \t]+)"
    r"|,?[ \t]+(?i:key|pass(?:word)?|pw|psk)[ \t]*[:=]?[ \t]*)"  # `SSID X, key …`
    r"(?P<pw>[^\s'\"<>]{4,128})"
)
# A user label, in the languages people write credentials in.
_USER_WORDS = (
    r"(?:user(?:[ _\-]?(?:name|id))?|usr|uid|log[ \-]?in|account|acc|acct"
    r"|e-?mail|benutzer(?:name)?|nutzer(?:name)?|anmeldename|u[żz]ytkownik|login|usuario"
    r"|utilisateur|identifiant|utente|nome\s+utente|gebruiker(?:snaam)?|anv[äa]ndar(?:e|namn)"
    r"|brugernavn|brukernavn|bruger|bruker|brukar(?:namn)?|brukernaam|br[ûu]ker(?:snamme)?"
    r"|benotzer(?:numm)?|br[úu]kar(?:i|anavn)|implijer|cleachdaiche|utilizaire|utilisader"
    r"|olumulo|umsebenzisi|isticmaale|mpampiasa|kaiwhakamahi|k[äa]ytt[äa]j[äa](?:tunnus)?|kullan[ıi]c[ıi](?:\s+ad[ıi])?"
    r"|u[žz]ivatel|felhaszn[áa]l[óo](?:n[ée]v)?|utilizator|pengguna|t[àa]i\s+kho[ảa]n"
    r"|usu[áa]ri[oa]|usuari|utilizador|pamak[ée]|panganggo|gumagamit|mtumiaji|notand(?:i|anafn)"
    r"|defnyddiwr|[úu]s[áa]ideoir|erabiltzaile|kasutaja(?:nimi)?|lietot[āa]j(?:s|v[āa]rds)"
    r"|naudotoj(?:as|o\s+vardas)|vartotoj(?:as|o\s+vardas)|uporabni(?:k|ško\s+ime)"
    r"|korisni(?:k|čko\s+ime)|pou[žz][íi]vate[ľl]|p[ëe]rdorues|utent|uzant(?:o|nomo)"
    r"|istifad[əe][çc]i|foydalanuvchi|потребител|користувач|корисник|пайдаланушы|хэрэглэгч"
    r"|χρήστης|שם\s+משתמש|اسم\s+المستخدم|نام\s+کاربری|उपयोगकर्ता|ชื่อผู้ใช้|მომხმარებელი"
    r"|пользователь|логин|id"
    r"|юзер(?:нейм)?)"  # (Russian chat's loanword, in Central Asia's chats too: `юзер …`)
)
# (after the characters a label may start with: most positions are passed over in one step)
_USER_LABEL = (
    r"(?i:(?<![^\W_])" + guard(_USER_WORDS) + _USER_WORDS + r"(?![^\W_]))"
    r"|ユーザー?(?:名|ID)?|アカウント|用户名?|用戶名?|账号|帳號|아이디|사용자(?:명)?"
)
_USER_FIELD_RE = re.compile(r"[ \t]*(?:" + _USER_LABEL + r")[ \t]*[:=：]?[ \t]*")


def names_a_user(field: str) -> bool:
    """Whether a field is a user label alone (`username`, `Benutzername:`): the field after it
    is a name, however random it looks (`hazel_quarry907`)."""
    return _USER_FIELD_RE.fullmatch(field) is not None


# `Benutzer ops@acme.io, Passwort …`, `user bob pass …`, `ID：alice パス：…`: a user label and
# name before a password label (found by the label search, `assign.label_matches`), its value after.
_USER_BEFORE = (
    r"(?:" + _USER_LABEL + r")[ \t]*(?::|=|->|-)?[ \t]*(?P<user>[^\s,;|/:=]{2,64})[ \t]*"
    r"(?:[,;|/]|(?i:and|und|et|y|e|i|og|och|ve))?[ \t]*"
    # (an article before the password's label: Maltese `il-`, Arabic's `al-`, `l'`, `the`)
    r"(?:(?i:il|al|el|l)[\-'’]|(?i:the|die|das|der|het|la|le|il)[ \t]+)?"
)
_USER_BEFORE_RE = re.compile(_USER_BEFORE + r"\Z")
# A user label and name, then a word or two no list has (a password's label in a language we do
# not know: `usuario deploy, kontraseña …`), then a value that reads as a password.
# (Read from the value back: a value that reads as a password is rare, a user label is not.)
_USER_THEN_WORD_RE = re.compile(
    r"(?:" + _USER_LABEL + r")(?:[ \t]*(?::|=|->|-)[ \t]*|[ \t]+)(?P<user>[^\s,;|/:=()]{2,64})"
    r"(?:[ \t]*[,;|/][ \t]*|[ \t]+)[^\W\d_]{2,20}(?:[ \t\-][^\W\d_]{2,20})?"
    r"(?:[ \t]*(?::|=|->)[ \t]*|[ \t]+)\Z"
)
# (a digit in it: most words have none, and are passed over without a step of Python's)
_CANDIDATE_RE = re.compile(r"[ \t:=>](?=[^\s'\"<>()\-])([^\s'\"<>()\d]*\d[^\s'\"<>()]*)(?![^\s,;])")
_DIGIT_RE = re.compile(r"\d")
_LETTER_RE = re.compile(r"[^\W\d_]")
_USER_THEN_WORD_GATE_RE = re.compile(
    _USER_THEN_WORD_RE.pattern.removesuffix(r"\Z") + r"[^\s'\"<>()\-][^\s'\"<>()]{0,62}\d"
)
# (a call's bracket is no value's first character: `user.set_password(None)`)
_PW_AFTER = r"[ \t]*(?::|=|->|-|(?i:is|ist|es|est|é|to|je|är|er))?[ \t]*(?P<pw>[^\s'\"<>(][^\s'\"<>]{2,127})"
_PW_AFTER_RE = re.compile(_PW_AFTER)
_LABELLED_PAIR_RE = re.compile(_USER_BEFORE + r"(?:" + PASSWORD_LABEL + r")" + _PW_AFTER)
_USER_WINDOW = 120
# `logged into the cluster UI as svc-backup with …`, `ssh'd into bastion as ops using …`,
# `ingelogd op de NAS als beheer met …`,
# `angemeldet im Portal als admin mit …`, `connecté à Grafana en tant que admin avec …`.
_SIGN_IN_RE = re.compile(
    r"(?i:\b(?:(?:sign(?:ed)?|log(?:ged)?)[ \-]?(?:in|on)|ingelogd|aangemeld|angemeldet"
    r"|eingeloggt|connect[ée]e?s?|conectad[oa]|logad[oa]|connected|authenticated"
    r"|ssh'?e?d(?:[ \-]?in)?"
    # (Spanish's "go in", "log in" said to someone: `entra como admin con … al panel`)
    r"|entr[aáe]|entrar|ingres[aáe]|ingresar|logu[eé]ate|loguearse|acced[eé]|acceder)"
    r"(?:\s*(?<=\s|n)(?:to|on|at|into|op|bij|in|im|am|auf|bei|à|au|sur|en|no|na|al|a|ao)"
    r"(?:\s+[^\s,]{1,40}){1,4}?)?"
    r"\s+(?:as|with|als|en\s+tant\s+que|como)\s+)(?P<user>[^\s,;]{2,64}),?\s+"
    r"(?i:with|using|and|pw|pass(?:word)?|met|mit|avec|con|com)\s+"
    r"(?i:(?:the\s+)?(?:pass(?:word)?|pw)\s+)?(?P<pw>[^\s'\"<>]{4,128})"
)
# With no user, or the user among the words: `log into the cable station NMS with …; it asks
# twice`, `sign in to the … back office as kejo with …` (the value reads as a password).
_SIGN_IN_WITH_RE = re.compile(
    r"(?i:\b(?:sign|log)[ \-]?(?:in|on)(?:to)?)(?:\s+[^\s,;]{1,40}){0,8}?"
    r"\s+(?i:with|using)\s+(?P<pw>[^\s'\"<>,;]{6,128})(?=[;,.!?]?(?:\s|$))"
)
_USER = r"[A-Za-z][\w.\-]{1,30}(?:@[\w\-]+(?:\.[\w\-]+)+)?"
# `router admin -> alice / cinder-orbit-lamp-36`, `bob | Pw…`: a user name, a spaced slash or
# bar, a password. (Not a colon: `fill:#4B8BF5`, `user_id:u-2024`, `image:tag` are no logins.)
_SLASH_PAIR_RE = re.compile(
    r"(?<![\w@./\\\-])(?P<user>" + _USER + r")[ \t]+(?:[/|]|//)[ \t]+(?P<pw>[^\s'\"<>()/]{6,64})"
)
# A mail address or a well-known account, a colon or slash, a password: `root:…`, `admin/…`,
# `bob@example.com:…` (a combo list's line).
_ACCOUNTS = (
    r"(?i:root|admin(?:istrator)?|guest|test|sa|postgres|pi|ubuntu|oracle|elastic|demo|sysadmin"
    r"|superuser|jenkins|ansible|deploy(?:er)?|backup|(?:svc|srv)[_\-][\w\-]{2,30})"
)
_MAIL = r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+"  # (a mail address before its password)
_ACCOUNT_PAIR_RE = re.compile(
    r"(?<![\w@./\\\-:])(?P<user>" + _MAIL + r"|" + _ACCOUNTS + r")[:/]"
    r"(?P<pw>[^\s'\"<>()/:]{6,64})"
)
_ACCOUNT_RE = re.compile(_ACCOUNTS)
# A mail address and a password with no digit (`anitha.n@ditwah-tours.ye:!D$wfkHC%ufBbcJ`): a
# sign among letters whose case switches at random (never a repository's path after a host, `git@…:
# owner/repo`, nor a word).
_SIGNED_PAIR_RE = re.compile(
    r"(?<![\w@./\\\-:])" + _MAIL + r":(?P<pw>[^\s'\"<>()/:\d]{10,64})(?![/\d])"
)
# `bob:Gx82!mnpq@ssh.example.com`: a login written before its host, with no scheme (a URL's is
# `_CONN_RE`'s). The password may hold an `@` that no host's name follows (`serik:K@r@g@$h!33@…`).
_USERINFO_RE = re.compile(
    r"(?<![\w./:@\-])[A-Za-z][\w.\-]{0,31}:"
    r"(?P<pw>(?:[^\s:@/'\"<>]|@(?![A-Za-z0-9][\w\-]{0,62}\.)){4,64})"
    r"@(?=[A-Za-z0-9][\w\-]*(?:\.[\w\-]+)+)"
)
# `vpn: wojtek:Tlajsc653^`, `| nas | admin:Q7!vx…`: a line's label (or a table's cell), then a
# login as `user:password` (a colon's value must read as a password: `image: nginx:Alpine3.18` stays).
_LABELLED_USERINFO_RE = re.compile(
    r"(?m)(?:^|\|)[ \t]*[^\W\d_][\w .\-›»>/]{0,60}:[ \t]+(?P<user>[A-Za-z][\w.\-]{1,30})"
    r"(?::|[ \t]+[—–][ \t]+)(?P<pw>[^\s'\"<>()/:]{6,64})(?![^\s,;])"
)
# The accounts a system makes itself, whose name alone says a login follows.
_SYSTEM_ACCOUNTS = frozenset(
    ("root", "admin", "administrator", "sa", "postgres", "ubuntu", "pi", "oracle", "sysadmin")
)
# Or the pair alone on its line, no label, the password of four kinds of character (`arben.h:
# 6e1Bh!Vk&ujbivs`, as pasted under a note's title).
_LONE_USERINFO_RE = re.compile(
    r"(?m)^[ \t]*(?P<user>[a-z][a-z0-9._\-]{1,30}):(?P<pw>[^\s'\"<>()/:@\\]{8,64})[ \t]*$"
)
# `u=bob p=wombat#Quokka20`, `user=ops&p=…`, `login: bob, p: …`: a user key and its value, then
# the one-letter `p` (no label alone) as the password's key.
_SHORT_PAIR_RE = re.compile(
    r"(?<![\w\-])(?i:u|usr|user(?:name)?|uname|login|l)[ \t]*[=:][ \t]*(?P<user>[A-Za-z][\w.@\-]{0,63})"
    r"(?:[ \t]*[,;&/][ \t]*|[ \t]+)(?i:p)[ \t]*[=:][ \t]*(?P<pw>[^\s'\"<>&,;]{4,128})"
)
# `creds for the encoder are pernilla and CLAPPER&4570`, `the login is bob / Tq7!rw`: a login's
# word, then its user and password joined by "and", a slash or a comma (or the user straight
# after the word, a handle with a dot or an underscore: `login femke.devries and G3r4#18 for …`).
_CREDS_ARE_RE = re.compile(
    r"(?i:(?<![^\W_])(?:creds|credentials|login|logins)(?![^\W_]))"
    r"(?:[^\n:.]{0,48}?[ \t](?i:are|is|were|was)[ \t]+(?P<user>[^\s,;/]{2,40})"
    r"|[ \t]+(?P<handle>[a-z][a-z0-9]{1,20}[._][a-z0-9._]{1,20}))"
    r"[ \t]*(?:[ \t](?i:and|&)[ \t]|/|,)[ \t]*(?P<pw>[^\s'\"<>]{6,64})"
)
_TABLE_ROW_RE = re.compile(r"(?m)^[ \t]*\|(?P<cells>(?:[^|\n]*\|){2,})")
_USER_RE = re.compile(_USER)
_TABLE_RULE_RE = re.compile(r"[ \t]*\|?[ \t]*:?-{3,}")
# The word for wifi in Hangul, perhaps its particle glued on (`와이파이 비번 …`, `와이파이는 …`).
_HANGUL_WIFI = r"와이파이[은는의가를]?(?![가-힣])"
# A network's name (a few words), then its key: `network FRITZ!Box 7590 KQ key …`.
_WIFI_RE = re.compile(
    r"(?:(?i:\b(?:wi-?fi|wlan|ssid|network|wireless|hotspot|netzwerk|sie[ćc]|r[ée]seau|red|rete)\b)"
    r"|" + _HANGUL_WIFI + r")"
    r"[ \t]*[:=]?[ \t]*(?:(?P<ssid>[^\s,;:=()`'\"][^\n,;:=()`'\"]{0,40}?|\"[^\"\n]{1,40}\"|'[^'\n]{1,40}')"
    r"[ \t]*[,;–—\-]?(?:[ \t]+|[ \t]*\r?\n[ \t]*))?"  # (`Network: Kamer 12` above `Key: …`)
    # Its key by any name: `key`, `passcode`, `Schlüssel`, or any password label (`mot de passe`).
    r"(?:(?i:key|passcode|code|psk|wpa2?|schl[üu]ssel|klucz|cl[ée]|clave|chiave)|"
    + PASSWORD_LABEL
    + r")(?![^\W\d_])"
    r"[ \t]*[:=]?[ \t]*(?P<pw>[^\s'\"<>()\[\]{}`][^\s'\"<>]{3,127})"
)
# A network's name, then its key with no label: `wifi Coworking Loft / …`, `wifi Alfama 3B → …`,
# `the guest network (NETGEAR47-5G) uses …` (the key must read as a password).
WIFI_WORDS = _WIFI_WORDS = (
    r"(?:(?i:\b(?:wi-?fi|wlan|ssid|network|wireless|hotspot|netzwerk|r[ée]seau|rete|sie[ćc]"
    r"|ва[йи]-?фай[а-яӹӧӱӓ]{0,4})\b)"  # (the loan in Cyrillic letters: `вайфай`, Hill Mari's `вайфайын`)
    r"|" + _HANGUL_WIFI + r")"
)
_WIFI_NAMED_RE = re.compile(
    _WIFI_WORDS + r"[ \t]*:?[ \t]*(?P<ssid>\([^()\n]{1,40}\)|\"[^\"\n]{1,40}\"|'[^'\n]{1,40}'"
    r"|[^\s/|()→:\"'][^\n/|()→:\"']{0,40}?)"
    r"[ \t]*(?:[/|→:]|->|=>|(?i:uses|has))[ \t]+(?P<pw>[^\s'\"<>]{6,64})"
)
# PostgreSQL's `.pgpass` line: `host:port:database:user:password` (the port may be `*`), on a
# line of its own or after a word (`pgpass: …`, "add `…` to ~/.pgpass").
_PGPASS_RE = re.compile(
    # (the host a name, `*`, or an IPv4 address: `10.40.2.5:5432:erp:erp:…`)
    r"(?<![\w.\-*:@/$])(?:(?=[\w.\-]*[A-Za-z*])[\w.\-*]+|\d{1,3}(?:\.\d{1,3}){3})"
    r":(?:\d{1,5}|\*):[\w.\-*]+:[\w.\-*@]+"
    r":(?P<pw>(?:[^\s:`'\"\\]|\\.){4,128})(?=[\s`'\"]|\Z)"
)
# A question that names the password, answered on the next line or turn: `what's the nas
# password again?` / `B: …`, `Mia: wifi? / Jonas: …`, `> password?` above the value.
# (a chat's time beside the speaker's name: `Marites [09:13]: …`, `[09:13] Marites: …`)
_STAMP = r"[ \t]*[\[(][0-9:.]{3,8}(?:[ \t]?[AaPp][Mm])?[\])][ \t]*"
# A question's mark, then the line's, a slash's or a field's end: the answer follows.
# (Arabic's and the fullwidth question marks too: `وش الباسوورد؟`)
_ASKED = r"[?؟？][ \t]*(?:\r?\n|[ \t]/[ \t]|\x1f)"
_ANSWERED_RE = re.compile(
    r"(?:" + PASSWORD_LABEL + r"|(?i:wi-?fi))[^\n?؟？]{0,20}" + _ASKED + r"\s*"
    r"(?:>[ \t]*)?(?:" + _STAMP + r")?(?:[^\W\d_][\w.\- ]{0,20}(?:" + _STAMP + r")?:[ \t]*)?"
    r"(?P<pw>[^\s'\"<>]{6,64})"
)
_ASKED_RE = re.compile(_ASKED)
# A wifi QR code's text: `WIFI:T:WPA;S:HomeNet;P:…;;` (the password is the `P:` field).
_WIFI_QR_RE = re.compile(r"WIFI:(?:[A-Z]:(?:[^;\\]|\\.)*;)*?P:(?P<pw>(?:[^;\\]|\\.){1,128});")
# Words joined by one sign with a number (`bramble-cinder-cedar-92`, `tern_quay_moss_7`,
# `zither.reed.moss.lark59`; joined by dots, four words or more: a package's name has fewer).
_PHRASE_NUMBER_RE = re.compile(
    r"[a-z]{3,12}(?P<s>[\-_+])[a-z]{3,12}(?:(?P=s)[a-z]{3,12}){1,5}(?P=s)\d{1,6}"
    r"|[a-z]{3,12}(?:\.[a-z]{3,12}){3,6}\.?\d{1,6}"
)
_NOT_A_PASSWORD_RE = re.compile(r"v?\d+(?:[.\-]\d+)+[\w.\-]*|\d{2,4}[\-/.:]\d.*|https?:.*|.*://.*")
_TRAILING = ".,;:)!?`"


def _named(pw: str) -> bool:
    """A value that a password label names: anything but prose, a placeholder or a reference."""
    lowered = pw.lower()
    return (
        len(pw) >= 3
        and lowered not in PROSE_WORDS
        and lowered not in NOT_MODIFIERS
        and is_label_value(pw)
    )


def _strong(pw: str, *, classes: int = 3) -> bool:
    """A value with no label that still reads as a password (`xfbr4275FI`, `Primavera@2023`):
    one run of 8 or more characters, letters and two digits or more, and a third class (a
    capital inside, a symbol; after `root:` or a mail address, two classes do); or words joined
    with a number (`bramble-cinder-cedar-92`). Not
    `recall@5`, `1–150 characters`, a version or a date."""
    if not 8 <= len(pw) <= 64 or any(c.isspace() for c in pw) or _NOT_A_PASSWORD_RE.fullmatch(pw):
        return False
    if _PHRASE_NUMBER_RE.fullmatch(pw):
        return True
    digits = sum(c.isdigit() for c in pw)
    has_letter = any(c.isalpha() for c in pw)
    # (One digit does in a long run of three classes with a symbol, `ocelot^Halloumi8`, or with
    # none after a service's account, `jenkins / PersimmonMarzipanKum2`, or with its cases
    # switching at random, `antonella / idvL2GjoArjICb`.)
    one = digits == 1 and len(pw) >= 12 and has_classes(pw, 3)
    enough = digits >= 2 or (one and (classes == 2 or not pw.isalnum() or random_letters(pw)))
    return enough and has_letter and has_classes(pw, classes) and is_label_value(pw)


def _span(m: re.Match[str]) -> tuple[int, str]:
    pw = m.group("pw")
    if pw.endswith(tuple(_TRAILING)) and not _strong(pw):
        pw = pw.rstrip(_TRAILING)
    return m.start("pw"), pw


def _logins(text: str) -> Iterator[Span]:
    for m in _LOGIN_RE.finditer(text):
        user, pw = m.group("user"), m.group("pw").rstrip(".,;:)")
        if user.lower() in PROSE_WORDS or pw.lower() in PROSE_WORDS or not is_label_value(pw):
            continue
        if m.group("whose") and (
            m.group("plus") is None or m.group("whose").lower() in PROSE_WORDS
        ):
            continue  # (after a word and a colon only a pair joined by "and": `login mate: a and b`)
        creds = m.group().lower().startswith(("cred", "u/p", "user"))  # (the word names a pair)
        if m.group("plus") is not None and not (
            password_shaped(pw) or generator_shaped(pw) or (creds and _sign_in_value(pw))
        ):
            continue  # `login: google + facebook` (`creds: kelihiano and Leava5574` is a pair;
            # `login eyder and motul_kaan_1964`: words joined with a year)
        if (m.group("cop") or m.group("loan") or m.group("dot")) and not (
            has_classes(pw, 2) and not pw.isalpha() and not _NOT_A_PASSWORD_RE.fullmatch(pw)
        ):  # (a dot or a bar between: a list's next item unless it is mixed, `login gudang · …`)
            continue  # (`login is required / recommended`, `acceso público / restringido`)
        # A network's name and key need a key that looks like one (`internal / external` is
        # prose); a login's password may be a plain long word.
        if has_classes(pw, 2) or (len(pw) >= 8 and m.group("net") is None):
            yield m.start("pw"), m.start("pw") + len(pw), "password_assignment"


def _pairs(regex: re.Pattern[str], accept: Callable[[re.Match[str], str], bool]) -> Finder:
    """A finder: each match's ``pw`` group (trailing punctuation off) when ``accept`` takes it."""

    def find(text: str) -> Iterator[Span]:
        for m in regex.finditer(text):
            start, pw = _span(m)
            if accept(m, pw):
                yield start, start + len(pw), "password_assignment"

    return find


_SIGN_IN_SWITCHES, _SIGN_IN_LETTERS = 3, 12
_SIGN_IN_CONSONANTS_LETTERS = 10
_CONSONANTS_RE = re.compile(r"[b-df-hj-np-tv-xzB-DF-HJ-NP-TV-XZ]{5}")


def _sign_in_value(pw: str) -> bool:
    looks = len(pw) >= 7 and has_classes(pw, 2) and any(not c.isalpha() for c in pw)
    looks = looks or random_letters(pw)  # (letters alone whose case switches: `cRJAfEgLTrfEhO`)
    # (or twelve letters or more in runs of each case, not words: `MIHYYtzdzKWbv`)
    looks = looks or random_letters(pw, _SIGN_IN_SWITCHES, _SIGN_IN_LETTERS)
    # (or ten letters or more of both cases, five consonants running among them, no word:
    # `TEliHPLZTKZHY`)
    looks = looks or (
        len(pw) >= _SIGN_IN_CONSONANTS_LETTERS
        and pw.isalpha()
        and not pw.islower()
        and not pw.isupper()
        and _CONSONANTS_RE.search(pw) is not None
        and not camel_words(pw)  # (`getHTTPResponse`: words run together)
    )
    return looks and pw.lower() not in PROSE_WORDS and is_label_value(pw)


def _prose(m: re.Match[str], group: str) -> bool:
    return (m.group(group) or "").lower() in PROSE_WORDS


@looked(_USER_LABEL)  # (no user label, no pair: one RE2 pass before the label search)
def _labelled_pairs(text: str) -> Iterator[Span]:
    for kw in label_matches(text):
        if kw.end("label") != kw.end() or label_kind(kw.group("label")) != "password":
            continue  # (`password_hash` is no password label here; the gate has no suffix)
        user = _USER_BEFORE_RE.search(text, max(0, kw.start() - _USER_WINDOW), kw.start())
        if user is None or _prose(user, "user"):
            continue
        if (value := _PW_AFTER_RE.match(text, kw.end())) is not None:
            start, pw = _span(value)
            if _named(pw):
                yield start, start + len(pw), "password_assignment"


_sign_ins = _pairs(_SIGN_IN_RE, lambda _m, pw: _sign_in_value(pw))
_sign_ins_with = _pairs(_SIGN_IN_WITH_RE, lambda _m, pw: _sign_in_value(pw))


@looked(_USER_LABEL)
def _user_then_words(text: str) -> Iterator[Span]:
    for m in _CANDIDATE_RE.finditer(text):
        pw = m.group(1)
        if not 8 <= len(pw) <= 64:
            continue
        digits = len(_DIGIT_RE.findall(pw))  # (cheap checks first: most words have no digits)
        if digits == 0 or (digits == 1 and len(pw) < 12) or _LETTER_RE.search(pw) is None:
            continue
        # (the user before it first: a short search, where `_strong` weighs the whole value)
        before = _USER_THEN_WORD_RE.search(text, max(0, m.start(1) - _USER_WINDOW), m.start(1))
        if before is None or _prose(before, "user"):
            continue
        if pw.endswith(tuple(_TRAILING)) and not _strong(pw):
            pw = pw.rstrip(_TRAILING)
        if _strong(pw):
            yield m.start(1), m.start(1) + len(pw), "password_assignment"


def _by(m: re.Match[str]) -> int:
    """The classes a password needs after this user: two after a well-known account (`admin /
    Bartek1966-`, as after `admin:`), three after any other name."""
    return 2 if _ACCOUNT_RE.fullmatch(m.group("user")) else 3


def _slash_pairs(text: str) -> Iterator[Span]:
    """A user, a spaced slash or bar, a password (or a generator's shape, no digit needed:
    `reception@… | tilHmvJf!Me$OJK |`); a table's row is read pair by pair, each cell the next
    pair's user when the one before is no password (`| App | user@… | … |`)."""
    at = 0
    while (m := _SLASH_PAIR_RE.search(text, at)) is not None:
        start, pw = _span(m)
        if not _prose(m, "user") and (_strong(pw, classes=_by(m)) or generator_shaped(pw)):
            yield start, start + len(pw), "password_assignment"
            at = m.end()
        else:
            at = m.start("pw")


_userinfo_pairs = _pairs(_USERINFO_RE, lambda _m, pw: _named(pw) and has_classes(pw, 2))
_short_pairs = _pairs(
    _SHORT_PAIR_RE, lambda _m, pw: _named(pw) and not _NOT_A_PASSWORD_RE.fullmatch(pw)
)
_account_pairs = _pairs(_ACCOUNT_PAIR_RE, lambda _m, pw: _strong(pw, classes=2))
_signed_pairs = _pairs(
    _SIGNED_PAIR_RE,
    lambda _m, pw: (
        (any(c in PASSWORD_SYMBOLS for c in pw) and random_letters(pw))
        # (or letters alone whose case switches at random, sixteen or more, as generators make)
        or random_letters(pw, switches=4, least=16)
    ),
)
# A digest's scheme before its colon is no user: an SSH key's fingerprint (`host key: SHA256:…`).
_DIGEST_SCHEMES = frozenset(FINGERPRINT_SCHEMES)
_labelled_userinfo = _pairs(
    _LABELLED_USERINFO_RE,
    lambda m, pw: (
        not _prose(m, "user")
        and m.group("user").lower() not in _DIGEST_SCHEMES
        and _strong(pw, classes=_by(m))
    ),
)
_lone_userinfo = _pairs(
    _LONE_USERINFO_RE,
    lambda m, pw: (
        not _prose(m, "user")
        and (
            (has_classes(pw, 4) and closing_shaped(pw, joined=False) and not humped(pw))
            or (_under_secrets_file(m) and _sign_in_value(pw))
            # (or, after a system's own account, letters alone whose case switches at random, a
            # generator's: `root:SAuMUraOwnFZedy`; never `foto:BdPEMCYZQxKxNn`, an id)
            or (m.group("user").lower() in _SYSTEM_ACCOUNTS and random_letters(pw))
        )
    ),
)
# (or under a line that names a file of secrets or passwords: `rsyncd.secrets on the NAS:`,
# `/etc/ppp/chap-secrets`, `.htpasswd`)
_SECRETS_FILE_RE = re.compile(r"(?i:secrets?|passw(?:or)?d|credentials|creds)(?![^\W\d_])")


def _under_secrets_file(m: re.Match[str]) -> bool:
    text = m.string
    line_start = text.rfind("\n", 0, m.start("user")) + 1
    before = text.rfind("\n", max(0, line_start - 200), max(line_start - 1, 0)) + 1
    return line_start > 0 and _SECRETS_FILE_RE.search(text, before, line_start) is not None


# (A network's key may be a passphrase of joined words: `orchard-lantern-plaid`.)
_wifi_keys = _pairs(
    _WIFI_RE,
    lambda m, pw: not _prose(m, "ssid") and _named(pw) and (has_classes(pw, 2) or joined_words(pw)),
)


def _table_rows(text: str) -> Iterator[Span]:
    """`| bob | Pierniczek5297! | staging |`: a user name's cell, then a password's."""
    for row in _TABLE_ROW_RE.finditer(text):
        if _TABLE_RULE_RE.match(text, row.end() + 1):
            continue  # a header row (the line under it is `|---|---|`): names, not values
        cells: list[tuple[int, str]] = []
        pos = row.start("cells")
        for raw in row.group("cells").split("|")[:-1]:
            cells.append((pos + len(raw) - len(raw.lstrip()), raw.strip()))
            pos += len(raw) + 1
        for (_, user), (start, pw) in itertools.pairwise(cells):
            if _USER_RE.fullmatch(user) and user.lower() not in PROSE_WORDS and _strong(pw):
                yield start, start + len(pw), "password_assignment"


# A line of two or more cells split by commas, semicolons, tabs or bars with no space beside them
# (a CSV or TSV row, a pipe-separated file's: `localhost|0|vpopmail|…`); its gate, a separator
# between two cells with no space beside it (cheap for the first look).
_ROW_RE = re.compile(r"(?m)^[^\n,;\t|]{1,64}[,;\t|][^\n]*")
_ROW_GATE_RE = re.compile(r"[^\s,;][,;][^\s,;]|\t|[^\s|]\|[^\s|]")
# (a header may be a comment: `# host|port|user|password|database`)
_COMMENT_RE = re.compile(r"(?:#+|//|--)[ \t]*")
_HEADER_CELL_RE = re.compile(r"[A-Za-z_][\w .\-]{0,40}")
_IDENTIFIER_RE = re.compile(r"[A-Za-z_][\w.\-]{0,63}")


def _cells(line: str, offset: int) -> list[tuple[int, str]]:
    sep = next((s for s in ("\t", ",", ";") if s in line), "|")
    cells, pos = [], offset
    for raw in line.split(sep):
        cell, start = raw.strip(), pos + len(raw) - len(raw.lstrip())
        if len(cell) > 2 and cell[0] == cell[-1] == '"':  # (a quoted cell: `"url","password"`)
            cell, start = cell[1:-1], start + 1
        cells.append((start, cell))
        pos += len(raw) + 1
    return cells


def _rows(text: str) -> Iterator[Span]:
    """CSV and TSV rows: under a header that names a secret's column (`ssid,psk`), that column's
    cells; a key cell that names the next one (`smtp_password,RJ!…`); a user's cell, then one
    that reads as a password (`ubuntu,Paulo1986#,vpn.example.org`)."""
    columns: tuple[int, list[int]] | None = None  # the header's width and its secret columns
    end = -1
    for row in _ROW_RE.finditer(text):
        if "\t" not in row.group() and not _ROW_GATE_RE.search(row.group()):
            columns = None
            continue
        if "\t" not in row.group() and (", " in row.group() or "; " in row.group()):
            columns = None  # (prose: `a, b`; a CSV row's cells follow their commas)
            continue
        cells = _cells(row.group(), row.start())
        barred = "|" in row.group() and not any(s in row.group() for s in ",;\t")
        if columns is not None and row.start() == end + 1 and len(cells) == columns[0]:
            for i in columns[1]:
                start, value = cells[i]
                if _named(value) and (has_classes(value, 2) or joined_words(value)):
                    yield start, start + len(value), "password_assignment"
            end = row.end()
            continue
        header = [
            _COMMENT_RE.sub("", cell, count=1) if not i else cell
            for i, (_, cell) in enumerate(cells)
        ]
        named = [i for i, cell in enumerate(header) if names_a_secret(cell)]
        if named and all(_HEADER_CELL_RE.fullmatch(cell) for cell in header):
            columns, end = (len(cells), named), row.end()
            continue
        columns = None
        if barred:
            continue  # (a row split by bars is read under its header only: a log's line is too)
        for (_, key), (start, value) in itertools.pairwise(cells):
            if (
                " " not in key + value
                and _IDENTIFIER_RE.fullmatch(key)
                and names_a_secret(key)
                and _named(value)
                and has_classes(value, 2)
            ):
                yield start, start + len(value), "password_assignment"
        if len(cells) >= 3 and not any(" " in cell for _, cell in cells):
            for (_, user), (start, pw) in itertools.pairwise(cells):
                classes = 2 if _ACCOUNT_RE.fullmatch(user) else 3
                if (
                    _USER_RE.fullmatch(user)
                    and user.lower() not in PROSE_WORDS
                    and _strong(pw, classes=classes)
                ):
                    yield start, start + len(pw), "password_assignment"


# (Not the network's own name with its key after it: `wifi at the farm: FASTWEB-K3P9 / …`.)
_KEY_AFTER_RE = re.compile(
    r"[ \t]*(?:[/|,;→—–]|->)?[ \t]*(?:[^\W\d_]{1,10}[ \t]+){0,2}(?P<pw>[^\s'\"<>]{8,64})"
)


def _wifi_named_key(m: re.Match[str], pw: str) -> bool:
    if _prose(m, "ssid") or not _named(pw) or not _strong(pw, classes=2):
        return False
    after = _KEY_AFTER_RE.match(m.string, m.start("pw") + len(pw))
    return after is None or not _strong(after.group("pw").rstrip(_TRAILING), classes=2)


_wifi_named_keys = _pairs(_WIFI_NAMED_RE, _wifi_named_key)
reads_as_password = _strong


def reads_as_made_up(value: str) -> bool:
    """A value a person or a generator made up: a password of two kinds of character, or a
    generator's shape (`shapes.generator_shaped`)."""
    return _strong(value, classes=2) or generator_shaped(value)


_pgpass_lines = _pairs(_PGPASS_RE, lambda _m, pw: _named(pw) and has_classes(pw, 2))
# (or a generator's groups of one length, a digit among them: `buwnf-zcfby-pyp7l`)
_EVEN_GROUPS_RE = re.compile(r"(?=[a-z\-]*[0-9])" + even_groups((4, 5, 6), 6))
_answered = _pairs(
    _ANSWERED_RE,
    lambda _m, pw: (
        _named(pw)
        and (_strong(pw, classes=2) or _EVEN_GROUPS_RE.fullmatch(pw.rstrip(_TRAILING)) is not None)
    ),
)


def wifi_pairs(text: str) -> Iterator[Span]:
    """A network's name and key (`_WIFI_RE`, `_WIFI_NAMED_RE`) and a wifi QR code's password:
    the "wifi" family's finders here (`wifi_keys` runs them, behind one look for its words)."""
    yield from _wifi_keys(text)
    yield from _wifi_named_keys(text)
    for m in _WIFI_QR_RE.finditer(text):
        yield m.start("pw"), m.end("pw"), "password_assignment"


_creds_are = _pairs(
    _CREDS_ARE_RE, lambda m, pw: not _prose(m, "user") and _sign_in_value(pw.rstrip(_TRAILING))
)


FAMILIES = (
    Family("login_pair", _LOGIN_RE, _logins),
    Family("creds_are", re.compile(r"(?i:creds|credentials|logins?)\b"), _creds_are),
    Family("labelled_pair", _LABELLED_PAIR_RE, _labelled_pairs),
    Family("sign_in", _SIGN_IN_RE, _sign_ins),
    Family("sign_in_with", re.compile(r"(?i:(?:sign|log)[ \-]?(?:in|on))"), _sign_ins_with),
    Family("user_then_word", _USER_THEN_WORD_GATE_RE, _user_then_words, needs_digit=True),
    Family("slash_pair", _SLASH_PAIR_RE, _slash_pairs),  # (a generator's password: no digit)
    Family("table_row", _TABLE_ROW_RE, _table_rows, needs_digit=True),
    Family("account_pair", _ACCOUNT_PAIR_RE, _account_pairs, needs_digit=True),
    Family("signed_pair", _SIGNED_PAIR_RE, _signed_pairs, hint=re.compile("@")),
    Family("short_pair", _SHORT_PAIR_RE, _short_pairs),
    Family("userinfo_pair", _USERINFO_RE, _userinfo_pairs),
    Family(
        "labelled_userinfo",
        # (the pattern's runs cost the look)
        re.compile(r":[ \t]+[A-Za-z][\w.\-]*(?::|[ \t]+[—–][ \t]+)[^\s'\"<>()/:]"),
        _labelled_userinfo,
        needs_digit=True,
    ),
    Family("lone_userinfo", re.compile(r"[a-z0-9_.\-]:[^\s'\"<>()/:@\\]{8}"), _lone_userinfo),
    Family("csv_row", _ROW_GATE_RE, _rows, hint=re.compile(r"[,;\t|]")),
    Family("pgpass", re.compile(r":(?:\d{1,5}|\*):[\w.\-*]+:[\w.\-*@]+:\S"), _pgpass_lines),
    # (its question marks beyond ASCII leave the first look blind to it there: its gate, searched
    # first, keeps the finder to the texts with a question ending its line)
    Family("answered", _ASKED_RE, _answered, hint=_ASKED_RE),
)
