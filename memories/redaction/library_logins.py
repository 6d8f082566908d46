# ruff: noqa: RUF001, RUF002, RUF003  (1C's Cyrillic password word is what one pattern reads)
"""Passwords handed to a library's login by their place in the call.

Part of the scrubber (`memories.redaction`), read by the `positional_config` family
(`positional_configs`); pure. A client's constructor, a connect function, a setter or a bind
takes a user and a password as its second and third (or first and second) arguments, with no
label before them: SPIP's `spip_connect_db`, PHP's and C's database and mail logins, any call
made with a host, a user and a password, JSch's and JavaMail's setters, keystores and
certificates with their password, builders, .NET's `DirectoryEntry`, LDAP binds, ArangoDB's
users, `NEO4J_AUTH`, Steam's connect link, 1C's `ПарольSMTP`, Redis' `.auth` and `ACL SETUSER`;
and any call that logs in, read by its arguments' places (`_call_logins`: a user's string, then
the password's, in a call whose name says it logs in or after a mail address).

`LIBRARY_LOGIN_GATE` holds each finder's opening (or a word that any text it matches holds),
for the family's gate; `library_logins` yields every finder's matches, its value in group `v`.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from memories.redaction.logins import reads_as_password

__all__ = ["LIBRARY_LOGIN_GATE", "library_logins", "technical"]

# SPIP's `config/connect.php`: `spip_connect_db(HOST, PORT, USER, PASSWORD, …)`.
_SPIP_RE = re.compile(
    r"spip_connect_db[ \t]*\((?:[ \t]*(?P<q0>['\"])[^'\"\n]*(?P=q0)[ \t]*,){3}[ \t]*"
    r"(?P<q>['\"])(?P<v>[^'\"\n]{4,128})(?P=q)"
)
# PHP's and C's logins by position: `oci_connect(USER, PASSWORD, …)`, `odbc_connect(DSN, USER,
# PASSWORD)` (and their persistent forms, DB2's and Informix'), `imap_open(MAILBOX, USER, …)`,
# `ftp_login($conn, USER, …)`, `ssh2_auth_password($conn, USER, …)`, `new mysqli(HOST, USER, …)`,
# libmosquitto's `mosquitto_username_pw_set(mosq, USER, …)`, MySQL's C API
# `mysql_real_connect(conn, HOST, USER, …)`: the password whatever its shape, never a variable.
_PHP_DB_CONNECT_RE = re.compile(
    r"(?<![\w$>])(?:(?:oci_(?:p|new_)?connect|ocilogon)[ \t]*\("
    # (or after a first argument, a string or a variable: a DSN, a mailbox, a connection)
    r"|(?:odbc_p?connect|db2_p?connect|ifx_p?connect|imap_(?:re)?open|ftp_login|ssh2_auth_password"
    r"|new[ \t]+mysqli|mysqli_connect|mysql_p?connect|mosquitto_username_pw_set)"
    r"[ \t]*\([ \t]*(?:(?P<q0>['\"])[^'\"\n]*(?P=q0)|\$?\w{1,40})"
    # (or after two: a connection and a host, C's and PHP's `mysql_real_connect(conn, HOST, …)`)
    r"[ \t]*,|(?:mysqli?_real_connect)[ \t]*\((?:[ \t]*(?:(?P<q2>['\"])[^'\"\n]*(?P=q2)|\$?\w{1,40})"
    r"[ \t]*,){2})[ \t]*(?P<q1>['\"])[^'\"\n]{1,64}(?P=q1)[ \t]*,[ \t]*(?P<q>['\"])(?P<v>[^'\"\n$]{4,128})(?P=q)"
)
# (a call whose first string is a dotted host, then a comma: what stands before a user)
_HOST_CALL = r"\([ \t]*['\"][\w\-]+(?:\.[\w\-]+)+(?::\d{2,5})?['\"][ \t]*,[ \t]*"
# A client built with a host, a user and a password (pyunifi's `Controller('unifi.lan', 'user',
# '…', port=…)`, JTOpen's `new AS400("host", "user", "…")`, imcsdk's `ImcHandle(…)`, any call so
# made): the third string, when it reads as a password.
_HOST_USER_PASSWORD_RE = re.compile(
    r"(?<![\w.])[A-Za-z_][\w.]{0,60}[ \t]*"
    + _HOST_CALL
    + r"(?P<q1>['\"])[^'\"\n]{1,64}(?P=q1)[ \t]*,[ \t]*"
    r"(?P<q>['\"])(?P<v>[^'\"\s]{6,128})(?P=q)"
)
# (the openings below are said once: each finder and `LIBRARY_LOGIN_GATE` are built from them)
_KEYSTORE_LOADERS = r"X509Certificate2?|KeyStore\.load|load_pkcs12|load_key_and_certificates"
_BUILDER_PASS = r"\.pass(?:word)?\([ \t]*Some\("
_DIRECTORY_ENTRY = r"DirectoryEntry"
_SIMPLE_BIND = r"simple_bind"
_ARANGO_USERS = r"arangodb/users"
_NEO4J_AUTH = r"NEO4J_AUTH"
_STEAM_CONNECT = r"steam://connect/"
_RUSSIAN_PASSWORD = r"[Пп][аa][рp][оo]ль[A-Za-zА-Яа-яЁё0-9_]"
# A password handed to a setter or a library's login by position: JSch's `setPassword("…")`,
# JavaMail's `Transport.send(message, USER, …)`, tiberius' `AuthMethod::sql_server(USER, …)`,
# LuaSQL's `env:connect(DB, USER, …)`, pexpect's `pxssh.login(HOST, USER, …)`, Go's
# `smtp.PlainAuth(IDENTITY, USER, …)`; a certificate's file and its password (.NET's
# `new X509Certificate2("client.pfx", "…")`); a Redis client's `.auth("…")` (Jedis, node-redis),
# when it reads as a password; Redis' `ACL SETUSER name on >…`.
_SETTER_RE = re.compile(
    r"\.set(?:Password|Passwd|Passphrase)\([ \t]*(?P<q>['\"])(?P<v>[^'\"\n$]{4,128})(?P=q)[ \t]*\)"
)
_LIBRARY_LOGIN_RE = re.compile(
    r"(?:Transport\.send\([ \t]*\w{1,40}[ \t]*,|AuthMethod::sql_server\("
    r"|(?<![\w.])smtp\.PlainAuth\([ \t]*\"[^\"\n]{0,64}\"[ \t]*,"
    r"|\.login\([ \t]*(?P<h>['\"])[\w\-]+(?:\.[\w\-]+)+(?P=h)[ \t]*,"
    r"|(?<![\w.])\w{1,20}:connect\([ \t]*(?P<q0>['\"])[^'\"\n]{1,64}(?P=q0)[ \t]*,)"
    r"[ \t]*(?P<q1>['\"])[^'\"\n]{1,64}(?P=q1)[ \t]*,[ \t]*(?P<q>['\"])(?P<v>[^'\"\n$]{4,128})(?P=q)"
)
_CERTIFICATE_FILE_RE = re.compile(
    r"(?:" + _KEYSTORE_LOADERS + r")[ \t]*\([ \t]*@?"
    r"(?P<f>['\"])[^'\"\n]{1,200}\.(?i:pfx|p12|jks|bks|keystore)(?P=f)[ \t]*,[ \t]*"
    r"(?P<q>['\"])(?P<v>[^'\"\n]{4,128})(?P=q)"
)
# A login's parts handed to a builder or a bind by position: Rust's mysql `OptsBuilder::new()
# ….pass(Some("…"))`; .NET's `new DirectoryEntry("LDAP://…", USER, …)`; an LDAP simple bind with
# its DN and password (`ldap.simple_bind("cn=…,dc=…", "…")`, python-ldap's `simple_bind_s`);
# ArangoDB's `require("@arangodb/users").save(USER, …)`; Neo4j's `NEO4J_AUTH: user/…`; 1C's
# `Профиль.ПарольSMTP = "…"` (the Russian word glued to what it is for).
_BUILDER_PASS_RE = re.compile(_BUILDER_PASS + r"[ \t]*\"(?P<v>[^\"\n]{4,128})\"")
_DIRECTORY_ENTRY_RE = re.compile(
    _DIRECTORY_ENTRY
    + r"[ \t]*\([ \t]*@?\"[^\"\n]{1,200}\"[ \t]*,[ \t]*@?\"[^\"\n]{1,64}\"[ \t]*,[ \t]*"
    r"@?\"(?P<v>[^\"\n]{4,128})\""
)
_SIMPLE_BIND_RE = re.compile(
    _SIMPLE_BIND
    + r"(?:_s)?[ \t]*\([ \t]*(?P<q0>['\"])(?i:cn|uid)=[^'\"\n]{1,200}(?P=q0)[ \t]*,[ \t]*"
    r"(?P<q>['\"])(?P<v>[^'\"\n]{4,128})(?P=q)"
)
_ARANGO_USER_RE = re.compile(
    _ARANGO_USERS + r"['\"]\)\.(?:save|replace|update)\([ \t]*(?P<q1>['\"])[^'\"\n]{1,64}(?P=q1)"
    r"[ \t]*,[ \t]*(?P<q>['\"])(?P<v>[^'\"\n]{4,128})(?P=q)"
)
# A game server's password as the last part of Steam's connect link (`steam://connect/HOST:PORT/…`).
_STEAM_CONNECT_RE = re.compile(_STEAM_CONNECT + r"[^/\s]{1,260}/(?P<v>[^\s/\"'<>;,]{4,128})")
_NEO4J_AUTH_RE = re.compile(
    _NEO4J_AUTH + r"[\"']?[ \t]*[:=][ \t]*[\"']?[\w.\-]{1,64}/(?P<v>[^\s\"';,]{4,128})"
)
_RUSSIAN_GLUED_RE = re.compile(
    # (its letters as the view reads a word that mixes scripts: Latin `a`, `p`, `o` for Cyrillic)
    r"(?<![А-Яа-яЁёA-Za-z])"
    + _RUSSIAN_PASSWORD
    + r"[A-Za-zА-Яа-яЁё0-9_]{0,39}[ \t]*=[ \t]*\"(?P<v>[^\"\n]{4,128})\""
)
# Office's macros: a sheet's or a workbook's password (`Sheets("…").Unprotect "…"`,
# `.Protect Password:="…"`; XlsxWriter's `worksheet.protect('…')`); Visual Basic's file
# transfer with a user and a password, its third and fourth arguments
# (`My.Computer.Network.DownloadFile(URL, PATH, USER, "…")`); Clarion's
# `OWNER('server,database,user,password')`.
_OFFICE_PROTECT = r"\.(?:[Uu]nprotect|[Pp]rotect)(?:Sheet|Workbook|Structure)?"
_VB_TRANSFER = r"\.(?:Download|Upload)File[ \t]*\("
_CLARION_OWNER = r"OWNER\('"
_OFFICE_PROTECT_RE = re.compile(
    _OFFICE_PROTECT + r"[ \t(]+(?:Password[ \t]*:=[ \t]*)?(?P<q>[\"'])(?P<v>[^\"'\n]{4,128})(?P=q)"
)
_VB_TRANSFER_RE = re.compile(
    _VB_TRANSFER
    + r"(?:[ \t]*(?:\"[^\"\n]*\"|[^,()\"\n]+)[ \t]*,){3}[ \t]*\"(?P<v>[^\"\n]{4,128})\""
)
# (never a variable, `!glo:pass`)
_CLARION_OWNER_RE = re.compile(_CLARION_OWNER + r"(?:[^',\n]*,){3}(?P<v>[^',!\n][^',\n]{3,127})'\)")
_REDIS_AUTH_RE = re.compile(r"\.auth\([ \t]*(?P<q>['\"])(?P<v>[^'\"\s$]{6,128})(?P=q)[ \t]*\)")
_ACL_SETUSER_RE = re.compile(
    r"(?i:ACL[ \t]+SETUSER)[ \t]+\S{1,64}(?:[ \t]+(?!>)\S{1,64}){0,8}?[ \t]+>(?P<v>\S{4,128})"
)

# Any call that logs in, by the user's and the password's places among its arguments: its name
# (a dotted chain, perhaps after a class's call: `credentials.NewStaticV4`, `auth.basic`,
# `nats.UserInfo`, `##class(Security.Users).Create`) holds a login word, a user's string stands
# before the password's, perhaps one argument between (a port, a role: `AuthCredInfo("digest",
# "*", USER, 0, …)`, `Users.Create(USER, "%All", …)`); or, in any call, a mail address right
# before it (`MyPlexAccount(MAIL, …)`, `VeSync(MAIL, …)`). The password must read as one, and no
# charset, cipher or platform (`utf8mb4_unicode_ci`, `aes256-cbc`).
# (and what builds a connection's address from its parts: go-ora's `BuildUrl`, a `dsn(…)`)
_LOGIN_WORDS = (
    r"(?i:credential|creds|login|logon|sign_?in|auth|connect|account|user|build_?url|dsn)"
)
# (a chained call too: Fuel's `….authentication().basic("user", "…")`)
_CALL_RE = re.compile(
    r"(?:(?<=\)\.)|(?<![\w.#]))[A-Za-z_#][\w.#]{0,60}(?:\(?\)\.\w{1,30})?[ \t]*\("
)
_LOGIN_WORD_RE = re.compile(_LOGIN_WORDS)
# (a call chained right after one that logs in: `….authentication().basic("user", "…")`)
_CHAINED_RE = re.compile(_LOGIN_WORDS + r"\w{0,30}\(\)\.\Z")
# (Julia's keyword arguments after a `;`: `connect(…, "user", "…"; db="…")`)
_ARG_RE = re.compile(
    r"[ \t]*(?:(?P<kw>\w{1,30})[ \t]*=(?!=)[ \t]*)?"
    r"(?:[bru]{0,2}(?P<q>['\"])(?P<s>[^'\"\n]{0,200})(?P=q)"
    r"|[^,;()'\"\n]{1,80}(?:\([^()\n]{0,80}\))?)[ \t]*(?P<end>[,;)])"
)
# A Lisp form whose head logs in, its arguments parted by spaces: `(postmodern:connect-toplevel
# "db" "user" "…" "host")`, `(dbi:connect :mysql … :username "u" :password …)` is a label's.
_FORM_RE = re.compile(r"\((?P<head>[A-Za-z][\w:.\-]{0,60})(?=[ \t]+\")")
_FORM_ARG_RE = re.compile(r"[ \t]+(?:(?P<q>\")(?P<s>[^\"\n]{0,200})\"|[^\s()\"]{1,80})")
_MAIL = r"[\w.+\-]{1,64}@[\w\-]+(?:\.[\w\-]+)+"
_MAIL_RE = re.compile(_MAIL)
_USER_RE = re.compile(rf"[A-Za-z_][\w.+\-]{{0,63}}|{_MAIL}")
_HOST_RE = re.compile(r"[\w\-]+(?:\.[\w\-]+){2,}")
_TECHNICAL_RE = re.compile(
    r"(?i:utf|unicode|latin|ascii|iso-?\d|cp\d|sha\d|md5|aes\d|rsa|hs\d{3}|base\d{2}|x86|amd64"
    r"|arm64|i386|win\d{2}|linux|darwin)"
)
_STRING_RE = re.compile(r"(?P<q>['\"])(?P<v>[^'\"\n]{1,200})(?P=q)")
_MAX_ARGS = 10


def technical(value: str) -> bool:
    """Whether a string handed to a login reads as a charset, a cipher or a platform, not a
    password (`utf8mb4_unicode_ci`, `aes256-cbc`, `x86_64-linux`)."""
    return _TECHNICAL_RE.search(value) is not None


def _call_strings(text: str, pos: int) -> list[re.Match[str] | None]:
    """The positional arguments of the call opened at ``pos``: a string's match, or None."""
    args: list[re.Match[str] | None] = []
    while len(args) < _MAX_ARGS and (arg := _ARG_RE.match(text, pos)) is not None:
        if arg.group("kw") is not None:
            break  # (positional arguments come first)
        args.append(arg if arg.group("q") is not None else None)
        pos = arg.end()
        if arg.group("end") == ")":
            break
    return args


def _form_strings(text: str, pos: int) -> list[re.Match[str] | None]:
    """The arguments of the Lisp form whose head ends at ``pos``: a string's match, or None."""
    args: list[re.Match[str] | None] = []
    while len(args) < _MAX_ARGS and (arg := _FORM_ARG_RE.match(text, pos)) is not None:
        args.append(arg if arg.group("q") is not None else None)
        pos = arg.end()
    return args


def _calls(text: str) -> Iterator[tuple[bool, list[re.Match[str] | None]]]:
    """Each call's (whether its name logs in, its positional arguments)."""
    for call in _CALL_RE.finditer(text):
        chained = _CHAINED_RE.search(text, max(0, call.start() - 64), call.start())
        named = _LOGIN_WORD_RE.search(call.group()) is not None or chained is not None
        yield named, _call_strings(text, call.end())
    for form in _FORM_RE.finditer(text):
        if _LOGIN_WORD_RE.search(form.group("head")) is not None:
            yield True, _form_strings(text, form.end())


def _call_logins(text: str) -> Iterator[re.Match[str]]:
    for named, args in _calls(text):
        for i, user in enumerate(args):
            if user is None or not _USER_RE.fullmatch(user.group("s")):
                continue
            mail = _MAIL_RE.fullmatch(user.group("s")) is not None
            if not (named or mail) or (not mail and _HOST_RE.fullmatch(user.group("s"))):
                continue
            for j in (i + 1, i + 2) if named else (i + 1,):
                password = args[j] if j < len(args) else None
                if password is None:
                    continue
                value = password.group("s")
                if reads_as_password(value, classes=2) and not technical(value):
                    if (found := _STRING_RE.match(text, password.start("q"))) is not None:
                        yield found
                    break


LIBRARY_LOGIN_GATE = "|".join(
    (
        r"spip_connect_db",
        r"\.set(?:Password|Passwd|Passphrase)\(|Transport\.send\(|AuthMethod::|:connect\(",
        r"imap_(?:re)?open[ \t]*\(|mysqli|mosquitto_username_pw_set|(?i:ACL[ \t]+SETUSER)",
        _KEYSTORE_LOADERS,
        _BUILDER_PASS,
        _DIRECTORY_ENTRY,
        _SIMPLE_BIND,
        _ARANGO_USERS,
        _NEO4J_AUTH,
        _STEAM_CONNECT,
        _RUSSIAN_PASSWORD,
        _OFFICE_PROTECT,
        _VB_TRANSFER,
        _CLARION_OWNER,
        _HOST_CALL + r"['\"]",
        # (a call that logs in, or a mail address before a string: `_call_logins`)
        _LOGIN_WORDS + r"[\w.#]{0,60}(?:\)\.\w{1,30})?[ \t]*\(",
        r"@[\w\-]+(?:\.[\w\-]+)+['\"][ \t]*,",
        r"\([\w:.\-]{0,61}" + _LOGIN_WORDS + r"[\w:.\-]{0,60}[ \t]+\"",  # (a Lisp form's head)
    )
)


def library_logins(text: str) -> Iterator[re.Match[str]]:
    """Every finder's matches in `text`, in order (a password in group `v`)."""
    return itertools.chain(
        _SPIP_RE.finditer(text),
        _PHP_DB_CONNECT_RE.finditer(text),
        _SETTER_RE.finditer(text),
        _LIBRARY_LOGIN_RE.finditer(text),
        _CERTIFICATE_FILE_RE.finditer(text),
        (m for m in _REDIS_AUTH_RE.finditer(text) if reads_as_password(m.group("v"), classes=2)),
        _ACL_SETUSER_RE.finditer(text),
        _BUILDER_PASS_RE.finditer(text),
        _DIRECTORY_ENTRY_RE.finditer(text),
        _SIMPLE_BIND_RE.finditer(text),
        _ARANGO_USER_RE.finditer(text),
        _NEO4J_AUTH_RE.finditer(text),
        _STEAM_CONNECT_RE.finditer(text),
        _RUSSIAN_GLUED_RE.finditer(text),
        (  # (a macro's `Protect` takes the password; a library's `protect` reads as one)
            m
            for m in _OFFICE_PROTECT_RE.finditer(text)
            if m.group()[1].isupper() or reads_as_password(m.group("v"), classes=2)
        ),
        _VB_TRANSFER_RE.finditer(text),
        _CLARION_OWNER_RE.finditer(text),
        _call_logins(text),
        (
            m
            for m in _HOST_USER_PASSWORD_RE.finditer(text)
            if reads_as_password(m.group("v"), classes=2)
        ),
    )
