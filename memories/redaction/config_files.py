"""Credentials in the files that hold them, read by each file's own structure.

Part of the scrubber (`memories.redaction`); pure. Where `label = value` does not say it:

- a quoted name of a secret, a comma, its quoted value: PHP's `define( 'DB_PASSWORD', '…' )`,
  `os.environ.setdefault("API_KEY", "…")`, `System.setProperty("…Password", "…")`,
  `ENV.fetch("SMTP_PASSWORD", "…")`, `config.set('db', 'password', '…')`;
- an element naming a secret around a `<Value>` (Windows' unattend.xml);
- a user's crypt hash or `{SCHEME}` value (htpasswd, shadow, Dovecot's and LDAP's users files);
- a network device's `password 7 …`, `secret 5 …`, `key 0 …`, `community … RO`, net-snmp's
  `createUser bob SHA "…" AES "…"`, strongSwan's `: EAP "…"`;
- a directive whose word for the password the label words do not hold (`bindpw …` of nslcd and
  ldap.conf, `rootpw …` of slapd, offlineimap's `remotepass`, `dbpass`);
- a Docker config's `"auth"`: base64 of `user:password`;
- davfs2's `secrets` line (`URL user password`) and pgbouncer's `"user" "password"`;
- a quote around a whole `NAME=value` (systemd's `Environment="DB_PASSWORD=…"`), an element
  naming a secret with attributes (FileZilla's `<Pass encoding="base64">…</Pass>`), an
  attribute naming one (Tomcat's `keystorePass="…"`);
- htdigest's `user:realm:<md5>`, ppp's chap-secrets `"bob" * "…" *`;
- OpenVPN's static key block, a PEM private key in base64 (a kubeconfig's `client-key-data`);
- a key file's name above its contents (`config/master.key`, `~/.vault_pass`).

PostgreSQL's `.pgpass` line is `logins`'.
"""

from __future__ import annotations

import base64
import binascii
import bisect
import re
from collections.abc import Iterator

from memories.redaction.api_keys import key_shaped, names_a_secret_key, suffix_names_a_key
from memories.redaction.assign import is_label_value
from memories.redaction.entropy import entropy
from memories.redaction.family import Family, Span
from memories.redaction.labels import PROSE_WORDS, names_a_secret
from memories.redaction.shaped import password_shaped
from memories.redaction.shapes import generator_shaped, has_classes, is_key_run

__all__ = ["FAMILIES"]

_PASSWORD_KIND = "password_assignment"
# An element's name that holds a secret's word (the gate reads the same words, case and all).
_SECRET_TAG = (
    r"[A-Za-z0-9:._\-]{0,40}(?:[Pp]ass|[Ss]ecret|[Tt]oken|[Kk]ey|PASS|SECRET|TOKEN|KEY|[Pp]wd|PWD)"
    r"[A-Za-z0-9:._\-]{0,40}"
)
# Directives' words for a password the label words do not hold (`bindpw`, `rootpw`, …).
_DIRECTIVE_WORDS = (
    r"(?:[Bb]ind|[Rr]oot(?:bind)?|[Rr]emote|[Ll]ocal|[Dd]b_?)p(?:w|ass(?:wd)?)|BINDPW|ROOTPW"
    r"|DBPASS|[Mm]aster[Aa]uth|[Aa]uth[Pp]ass|AUTHPASS"
)
_SECRET_WORD = r"(?i:pass|pwd|secret|key|token|auth|credential|salt)"

# `define( 'DB_PASSWORD', '…' )`: a quoted name that names a secret, then (after a comma) the
# quoted value; `config.set('db', 'password', '…')` has a section first.
_QUOTED_PAIR_RE = re.compile(
    r"(?P<q1>[\"'])(?P<name>[\w.\-]{0,60}(?:"
    + _SECRET_WORD
    + r"|(?i:signature))[\w.\-]{0,40})(?P=q1)[ \t]*,[ \t]*"
    r"(?P<q2>[\"'])(?P<v>[^\"'\n]{1,256})(?P=q2)"
)
# `<AdministratorPassword><Value>…</Value>`, `<Password>\n  <Value>…`.
_XML_VALUE_RE = re.compile(
    r"<(?P<tag>[\w:.\-]{0,40}" + _SECRET_WORD + r"[\w:.\-]{0,40})>\s*<[Vv][Aa][Ll][Uu][Ee]>"
    r"(?P<v>[^<\n]{1,256})</"
)
# `bob:$apr1$…`, `root:$6$salt$…:19000:…`, `bob:{SSHA}…`, `bob:{PLAIN}…` (Dovecot).
_HASHED_RE = re.compile(
    r"(?<![\w.\-:/])[\w.\-@]{1,64}:(?P<v>\$(?:apr1|1|2[abxy]?|5|6|7|y|gy|argon2(?:id|i|d)?"
    r"|scrypt|pbkdf2[\w\-]*|sha1|md5)\$[^\s:'\"]{8,300}"
    r"|\{(?i:s?sha\d*|s?md5|crypt|plain|clear|cleartext|blf-crypt|sha512-crypt|ssha512)\}"
    r"[^\s:'\"]{4,300})"
)
# A network device's line: `username admin privilege 15 secret 5 $1$…`, `enable password 7 …`,
# `key-string 0 …`, `crypto isakmp key 6 …`, `snmp-server community … RO`, net-snmp's
# `rocommunity …`, `createUser bob SHA "…" AES "…"`, strongSwan's `: EAP "…"`.
_DEVICE_RE = re.compile(
    r"(?<![\w\-])(?:password|secret|key|key-string|authentication-key|pre-shared-key"
    r"|ascii|md5|passphrase)[ \t]+[0-9][ \t]+(?P<a>[^\s'\"]{4,200})"
    r"|(?<![\w\-])(?:snmp-server[ \t]+community|r[ow]community6?)[ \t]+(?P<b>[^\s'\"]{4,64})"
    r"|(?<![\w\-])createUser[ \t]+(?:-e[ \t]+\S+[ \t]+)?\S+[ \t]+\w+[ \t]+(?P<q>[\"']?)"
    r"(?P<c>[^\s'\"]{6,128})(?P=q)(?:[ \t]+\w+[ \t]+(?P<r>[\"']?)(?P<d>[^\s'\"]{6,128})(?P=r))?"
    r"|(?m:^)[^\n:\"]{0,80}:[ \t]*(?:PSK|EAP|XAUTH|NTLM|PIN|P12)[ \t]+(?P<s>[\"'])"
    r"(?P<e>[^\"'\n]{1,256})(?P=s)"
)
# A name that holds a secret's word (`confirm_password2`): another field's name, not a value.
_IDENTIFIER_RE = re.compile(r"[A-Za-z_][\w.\-]*")
_SECRET_WORD_RE = re.compile(_SECRET_WORD)
_NOT_COMMUNITIES = frozenset({"public", "private"})
# A directive's word for the password the label words do not hold, the value after a space or `=`.
_DIRECTIVE_RE = re.compile(
    r"(?m:^)[ \t]*(?:"
    + _DIRECTIVE_WORDS
    + r")[ \t]*(?:[ \t]|=|:)[ \t]*[\"']?(?P<v>[^\s\"']{4,256})"
)
# A newsreader's and an APRS gateway's login lines: slrn's `nnrpaccess "HOST" "USER" "…"`, Dire
# Wolf's `IGLOGIN CALLSIGN PASSCODE`.
_LOGIN_LINE_RE = re.compile(
    r"(?m:^)[ \t]*(?:nnrpaccess[ \t]+\"[^\"\n]*\"[ \t]+\"[^\"\n]*\"[ \t]+\"(?P<v>[^\"\n]{4,128})\""
    r"|IGLOGIN[ \t]+\S+[ \t]+(?P<w>\d{3,6}))[ \t]*$"
)
# A Docker config's `"auth": "…"` (base64 of `user:password`).
_DOCKER_AUTH_RE = re.compile(r"\"auth\"[ \t]*:[ \t]*\"(?P<v>[A-Za-z0-9+/]{8,512}={0,2})\"")
# A proxy's basic-auth users in YAML (Traefik's `basicAuth: users: - "bob:…"`): each
# `user:password` item whose password is no hash (`$apr1$…` is `_HASHED_RE`'s).
_AUTH_USERS_RE = re.compile(
    r"(?i:basic_?auth)[ \t]*:[^\n]*\n(?:[ \t]+[^\n]*\n){0,2}?[ \t]+users[ \t]*:[ \t]*\n"
    r"(?P<items>(?:[ \t]+-[ \t]+[^\n]+(?:\n|\Z)){1,20})"
)
_AUTH_USER_RE = re.compile(
    r"(?m:^)[ \t]+-[ \t]+[\"']?[^\s:\"']{1,64}:(?P<v>[^\s\"'$]{4,128})[\"']?[ \t]*$"
)
# davfs2's `secrets`: `https://dav.example.org/ bob …`; pgbouncer's `"bob" "…"` (its file's name
# may stand before it).
_LINE_PAIR_RE = re.compile(
    r"(?m:^)[ \t]*(?:https?://\S+|/[\w./\-]+)[ \t]+\S+[ \t]+(?P<a>[^\s\"'?&]{6,128})[ \t]*$"
    r"|(?m:^)[ \t]*\"[\w.@\-]{1,64}\"[ \t]+\"(?P<b>[^\"\n]{6,128})\"[ \t]*$"
    # (the file's name before it on its line: `userlist.txt: "app" "…"`; then no space inside)
    r"|(?m:^)[^\n\"]{0,40}?(?:\w\.(?:txt|conf|cfg|ini|list)|(?i:userlist|auth_file|pgbouncer"
    r"|secrets|credentials|passwords?))[^\n\"]{0,30}?:[ \t]+\"[\w.@\-]{1,64}\"[ \t]+\"(?P<c>[^\"\s]{6,128})\"[ \t]*$"
)
# `Environment="DB_PASSWORD=a value with spaces"`, `-e 'API_TOKEN=…'`: a quote around the whole
# `NAME=value`, the value running to it.
_QUOTED_ASSIGN_RE = re.compile(
    r"(?P<q>[\"'])(?P<name>[A-Za-z_][A-Za-z0-9_.\-]{0,60})=(?P<v>[^\"'\n]{1,256})(?P=q)"
)
# An element naming a secret, with attributes (`<Pass encoding="base64">…</Pass>`, FileZilla).
_XML_ELEMENT_RE = re.compile(
    r"<(?P<tag>" + _SECRET_TAG + r")[ \t][^<>\n]{0,200}>(?P<v>[^<\n]{1,256})</(?P=tag)>"
)
# Apache's htdigest line: `user:realm:<md5>`; ppp's chap-secrets: `"bob" * "…" *`.
_DIGEST_LINE_RE = re.compile(
    r"(?m:^)[ \t]*[\w.\-@]{1,64}:[^:\n]{1,64}:(?P<h>[a-f0-9]{32})[ \t]*$"
    r"|(?m:^)[ \t]*\"?[\w.@\-]{1,64}\"?[ \t]+(?:\*|\"?[\w.\-]{1,64}\"?)[ \t]+\"(?P<v>[^\"\n]{4,128})\""
    r"[ \t]+(?:\*|[0-9.]+)"
    # (its secret unquoted: `bob * Wq7-marlin-22 *`, when shaped like a password)
    r"|(?m:^)[ \t]*[\w.@\-]{1,64}[ \t]+\*[ \t]+(?P<u>[^\s\"*]{8,64})[ \t]+(?:\*|[0-9.]+)[ \t]*$"
)
# Key blocks other than PEM's private keys: OpenVPN's static key; a PEM private key in base64
# (a kubeconfig's `client-key-data`, a Kubernetes secret's `tls.key`).
_KEY_BLOCK_RE = re.compile(
    r"-----BEGIN OpenVPN Static key V1-----[\s\S]{0,4000}?-----END OpenVPN Static key V1-----"
    r"|(?P<b64>LS0tLS1CRUdJTi[A-Za-z0-9+/]{20,}={0,2})(?![A-Za-z0-9+/=])"
)
# A key file's name, then its contents on the next line: `config/master.key` above Rails' 32
# hex digits, `cat ~/.vault_pass`, `api.token:` (the value must look like a key).
_KEY_FILE_RE = re.compile(
    r"(?m:^)[ \t]*(?:[$#>][ \t]*)?(?:cat[ \t]+)?[\w./~\-]*(?:[\w\-]\.(?:key|token|secret|pass"
    r"|password)|master\.key|secret_key_base|\.vault_pass(?:word)?|vault[_\-]pass(?:word)?(?:\.txt)?)"
    r"[ \t]*:?[ \t]*\r?\n[ \t]*(?P<v>[A-Za-z0-9+/=_\-]{16,256})[ \t]*$"
)
# An attribute naming a secret in an XML element: Tomcat's `keystorePass="…"`, `keyPassword="…"`.
_XML_ATTRIBUTE_RE = re.compile(
    r"(?<=[ \t])(?P<name>" + _SECRET_TAG + r")=\"(?P<v>[^\"\n]{1,256})\""
)
# A setter of a dotted key path whose last part is a secret's (OpenWrt's `uci set
# wireless.radio0.key='…'`, `sysctl`-like and `.properties` paths: `….psk=…`, `….secret: …`).
# (the last part searched for, a literal; the path before it read back)
_KEY_PATH_RE = re.compile(
    r"\.(?:key|psk|passphrase|pass|passwd|secret)"
    r"[ \t]*[=:][ \t]*(?P<q>[\"']?)(?P<v>[^\s\"'/\\+]{8,128})(?P=q)(?![^\s;,)])"
)
# A name and its value in sibling elements: a plist's `<key>NAME</key>` then `<string>…</string>`,
# Hadoop's `<name>…</name><value>…</value>`, .NET's `<add key="…" value="…"/>`: read as
# `NAME = value`.
_XML_PAIR_RE = re.compile(
    r"<(?P<kt>[Kk]ey|[Nn]ame|KEY|NAME)>[ \t]*(?P<name>[^<>\n]{1,80}?)[ \t]*</(?P=kt)>\s{0,80}"
    r"<(?P<vt>[A-Za-z]{1,12})>(?P<v>[^<\n]{1,256})</(?P=vt)>"
    r"|<(?i:add|setting|entry|param|property)[ \t]+(?:key|name)=\"(?P<an>[^\"\n]{1,80})\"[ \t]+"
    r"(?:value|serializeAs)=\"(?P<av>[^\"\n]{1,256})\""
    # (and YAML's: a Kubernetes container's or a CI job's `- name: NAME` above `value: …`)
    r"|(?m:^)[ \t]*-[ \t]+name:[ \t]*(?P<yq>[\"']?)(?P<yn>[A-Za-z_][\w.\-]{0,80})(?P=yq)[ \t]*\r?\n"
    r"[ \t]*value:[ \t]*(?P<yvq>[\"']?)(?P<yv>[^\s\"']{1,256})(?P=yvq)[ \t]*(?=\r?\n|\Z)"
)
# A numbered key of a device's or a monitor's config: Tasmota's `Password1 …` (also inside a
# `Backlog …; Password2 …` line), `pass2=…`, `WebPassword3: …`; Nagios' `$USER3$=…` macro.
_NUMBERED_RE = re.compile(
    r"(?:[Pp]ass(?:word|wd|phrase)?|PASS(?:WORD|WD)?|[Pp]wd|PWD|[Ss]ecret|SECRET|[Tt]oken|TOKEN"
    r"|[Pp]sk|PSK|(?P<key>[Kk]ey|KEY))[_\-]?[0-9]{1,2}"
    r"(?P<sep>[ \t]*[=:][ \t]*|[ \t]+)[\"']?(?P<v>[^\s\"';,]{6,128})"
    r"|\$USER[0-9]{1,3}\$[ \t]*=[ \t]*(?P<u>[^\s\"';,]{8,256})"
)
# What may stand glued before the word (read back from it, not searched at every character):
# any letters (`WebPassword2`, `mqttpassword2`), before a key only a word that makes it a
# secret's (`ApiKey2`, `wifi_key1`; never `hotkey1`, `monkey2`).
_GLUED_RE = re.compile(r"(?<![A-Za-z0-9_])[A-Za-z]{0,20}\Z")
_KEY_GLUED_RE = re.compile(
    r"(?<![A-Za-z0-9_])(?:(?i:api|auth|secret|private|access|wifi|wpa)[_\-]?|[_\-])?\Z"
)
_PATH_BEFORE_RE = re.compile(r"(?<![\w.\-])[A-Za-z_][\w\-]*(?:\.[\w\-@\[\]]+)*\Z")
_FILE_NAME_RE = re.compile(r".*\.[A-Za-z]{2,4}")  # (`server.pem`: a file's name, no key)
# What pgbouncer stores in place of a password: its hash (`md5…`, `SCRAM-SHA-256$…`).
_KEY_FILE_ENTROPY = 3.5
_STORED_HASH_RE = re.compile(r"md5[0-9a-f]{32}|SCRAM-SHA-256\$\S+")
_GATE_RE = re.compile(  # (no `\\S`, `\\d` or case folding: the first look reads it beyond ASCII)
    r"[\"'][ \t]*,[ \t]*[\"']|<[Vv][Aa][Ll][Uu][Ee]>|:\$|:\{|community|createUser"
    r"|PASSWORDS|[Pp]asswords\]|SECRETS|[Ss]ecrets\]|CREDENTIALS|[Cc]redentials\]"
    r"|(?:password|secret|key|key-string|authentication-key|pre-shared-key|ascii|md5|passphrase)"
    r"[ \t]+[0-9][ \t]"
    r"|(?:PSK|EAP|XAUTH|NTLM|PIN|P12)[ \t]+[\"']|"
    + _DIRECTIVE_WORDS
    + r"|\"auth\"|(?m:^)[ \t]*(?:https?://|/)[^ \t\n]+[ \t]+[^ \t\n]+[ \t]"
    r"|(?m:^)[ \t]*\"[^\"\n]+\"[ \t]+\"|:[ \t]+\"[^\"\n]+\"[ \t]+\"|[\"'][A-Za-z_][A-Za-z0-9_.\-]*=|:[a-f0-9]{32}"
    r"|\"[ \t]+(?:\*|[0-9])|[ \t]\*[ \t]+[^ \t\n\"*]+[ \t]+(?:\*|[0-9])|BEGIN OpenVPN|LS0tLS1CRUdJTi|<"
    + _SECRET_TAG
    + r"[ \t][^>\n]*>"
    r"|[A-Za-z0-9_\-\]]\.(?:key|token|secret|pass|psk)|master\.key|secret_key_base|vault[_\-.]pass"
    r"|(?:[Pp]ass|[Ss]ecret|[Tt]oken|[Kk]ey|PASS|SECRET|TOKEN|KEY|[Pp]wd|PWD)[A-Za-z0-9:._\-]*=\""
    r"|[Bb]asic_?[Aa]uth:|BASIC_?AUTH:|nnrpaccess|IGLOGIN"
)
# (the pairs' and numbered keys' own gate: where only they could match, the files' many
# patterns are not searched)
_PAIR_GATE_RE = re.compile(
    r"</(?:[Kk]ey|[Nn]ame|KEY|NAME)>|(?:[Kk]ey|KEY|[Nn]ame|NAME)=\"[^\"\n]*\"[ \t]+[A-Za-z]+=\""
    r"|\n[ \t]*value:"
    r"|(?:[Pp]ass(?:word|wd|phrase)?|PASS(?:WORD|WD)?|[Pp]wd|PWD|[Ss]ecret|SECRET|[Tt]oken|TOKEN"
    r"|[Kk]ey|KEY|[Pp]sk|PSK)[_\-]?[0-9]|\$USER[0-9]"
)


def _value(value: str) -> bool:
    """A value, not prose, a placeholder, a reference or the name of another secret."""
    lowered = value.lower()
    return (
        lowered not in PROSE_WORDS
        and is_label_value(value)
        and names_a_secret(value) is None
        and not (_IDENTIFIER_RE.fullmatch(value) and _SECRET_WORD_RE.search(value))
        and has_classes(value, 2)
    )


# A key in groups of capitals and digits (`T1XJ-7YHK-KKLJ-K002-B6AD`): a licence's or a merchant's.
_GROUPED_KEY_RE = re.compile(r"[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){3,7}")
_SIGNED_NAME_RE = re.compile(r"(?i:[_\-.](?:key|signature))\Z")


def _vendor_key(name: str, value: str) -> bool:
    """A vendor's key under a name that ends in the word for it (`MOBILPAY_SIGNATURE`), by the
    value's shape: a key's (`api_keys.key_shaped`), or capitals' and digits' groups."""
    if suffix_names_a_key(name, value):
        return True
    signed = _SIGNED_NAME_RE.search(name)
    if signed is None or not names_a_secret_key(name[: signed.start()]):
        return False
    return key_shaped(value) or (
        _GROUPED_KEY_RE.fullmatch(value) is not None and has_classes(value, 2)
    )


# An INI section of passwords (svxreflector's `[PASSWORDS]`, `[credentials]`, `[secrets]`): each
# `name = value` under it until the next section is a password, whatever its name.
_SECTION_RE = re.compile(
    r"(?m:^)[ \t]*\[[\w .\-]{0,30}(?:PASSWORDS?|[Pp]asswords?|SECRETS|[Ss]ecrets|CREDENTIALS"
    r"|[Cc]redentials)[\w .\-]{0,30}\][ \t]*\r?\n(?P<body>(?:[ \t]*[^\[\s][^\n]*(?:\r?\n|\Z)){1,40})"
)
_SECTION_ITEM_RE = re.compile(
    r"(?m:^)[ \t]*[\w.\-@]{1,64}[ \t]*[=:][ \t]*(?P<q>[\"']?)(?P<v>[^\s\"']{4,256})(?P=q)[ \t]*\r?$"
)


def _sections(text: str) -> Iterator[Span]:
    for section in _SECTION_RE.finditer(text):
        for m in _SECTION_ITEM_RE.finditer(text, section.start("body"), section.end("body")):
            if _value(m.group("v")):
                yield m.start("v"), m.end("v"), _PASSWORD_KIND


# A CSV file's header, every cell a quoted name (a browser's export of its passwords: `"url",
# "username","password","httpRealm",…`): names beside names, no value.
_QUOTED_HEADER_RE = re.compile(
    r'(?m:^[ \t]*"[A-Za-z_][\w .\-]{0,40}"(?:[ \t]*,[ \t]*"[A-Za-z_][\w .\-]{0,40}"){2,63}[ \t]*\r?$)'
)


def _files(text: str) -> Iterator[Span]:
    yield from _sections(text)
    headers: list[tuple[int, int]] | None = None
    for m in _QUOTED_PAIR_RE.finditer(text):
        if headers is None:
            headers = [h.span() for h in _QUOTED_HEADER_RE.finditer(text)]
        i = bisect.bisect_right(headers, (m.start(), len(text))) - 1
        if i >= 0 and m.start() < headers[i][1]:
            continue  # (inside a header's line)
        name = m.group("name")  # (WordPress' `AUTH_SALT`, `NONCE_SALT` beside its keys)
        if (names_a_secret(name) or name.upper().endswith("_SALT")) and _value(m.group("v")):
            yield m.start("v"), m.end("v"), _PASSWORD_KIND
        elif _vendor_key(name, m.group("v")):
            yield m.start("v"), m.end("v"), "vendor_key"
    for m in _XML_VALUE_RE.finditer(text):
        if names_a_secret(m.group("tag").rsplit(":", 1)[-1]) and _value(m.group("v").strip()):
            yield m.start("v"), m.end("v"), _PASSWORD_KIND
    for m in _HASHED_RE.finditer(text):
        yield m.start("v"), m.end("v"), "password_hash"
    for m in _DEVICE_RE.finditer(text):
        for group in (g for g in "abcde" if m.group(g) is not None):
            value = m.group(group)
            if value.lower() not in _NOT_COMMUNITIES and _value(value):
                yield m.start(group), m.end(group), _PASSWORD_KIND
    for m in _DIRECTIVE_RE.finditer(text):
        if _value(m.group("v")):
            yield m.start("v"), m.end("v"), _PASSWORD_KIND
    for block in _AUTH_USERS_RE.finditer(text):
        for m in _AUTH_USER_RE.finditer(text, block.start("items"), block.end("items")):
            if _value(m.group("v")):
                yield m.start("v"), m.end("v"), _PASSWORD_KIND
    for m in _LOGIN_LINE_RE.finditer(text):
        group = "v" if m.group("v") is not None else "w"
        yield m.start(group), m.end(group), _PASSWORD_KIND
    for m in _DOCKER_AUTH_RE.finditer(text):
        if _user_and_password(m.group("v")):
            yield m.start("v"), m.end("v"), _PASSWORD_KIND
    yield from _more_files(text)
    for m in _LINE_PAIR_RE.finditer(text):
        group = next(g for g in "abc" if m.group(g) is not None)
        if _value(m.group(group)) and not _STORED_HASH_RE.fullmatch(m.group(group)):
            yield m.start(group), m.end(group), _PASSWORD_KIND


def _more_files(text: str) -> Iterator[Span]:
    for m in _QUOTED_ASSIGN_RE.finditer(text):
        if names_a_secret(m.group("name")) and _value(m.group("v")):
            yield m.start("v"), m.end("v"), _PASSWORD_KIND
    for m in _XML_ELEMENT_RE.finditer(text):
        if names_a_secret(m.group("tag").rsplit(":", 1)[-1]) and _value(m.group("v").strip()):
            yield m.start("v"), m.end("v"), _PASSWORD_KIND
    for m in _XML_ATTRIBUTE_RE.finditer(text):
        if names_a_secret(m.group("name").rsplit(":", 1)[-1]) and _value(m.group("v")):
            yield m.start("v"), m.end("v"), _PASSWORD_KIND
    for m in _DIGEST_LINE_RE.finditer(text):
        if m.group("h") is not None:
            yield m.start("h"), m.end("h"), "password_hash"
        elif m.group("u") is not None:
            if password_shaped(u := m.group("u")) or (len(u) >= 12 and has_classes(u, 3)):
                yield m.start("u"), m.end("u"), _PASSWORD_KIND
        elif _value(m.group("v")):
            yield m.start("v"), m.end("v"), _PASSWORD_KIND
    for m in _KEY_FILE_RE.finditer(text):
        value = m.group("v")
        if is_key_run(value) or (has_classes(value, 3) and entropy(value) >= _KEY_FILE_ENTROPY):
            yield m.start("v"), m.end("v"), _PASSWORD_KIND
    for m in _KEY_PATH_RE.finditer(text):
        value = m.group("v")
        path = _PATH_BEFORE_RE.search(text, max(0, m.start() - 80), m.start())
        if path is None or _FILE_NAME_RE.match(value):
            continue
        # (a wireless network's key may be digits alone: `wireless.@wifi-iface[0].key='8834…'`)
        wifi_digits = value.isdigit() and path.group().startswith("wireless.")
        if not (_value(value) or wifi_digits):
            continue
        if any(c.isdigit() for c in value):
            yield m.start("v"), m.end("v"), _PASSWORD_KIND
    for m in _KEY_BLOCK_RE.finditer(text):
        if m.group("b64") is None or b"PRIVATE" in _decoded(m.group("b64")[:64]):
            yield m.start(), m.end(), "private_key"


def _pairs(text: str) -> Iterator[Span]:
    for m in _XML_PAIR_RE.finditer(text):
        group = next(g for g in ("v", "av", "yv") if m.group(g) is not None)
        name, value = m.group("name") or m.group("an") or m.group("yn"), m.group(group).strip()
        named = names_a_secret(name.rsplit(".", 1)[-1]) or names_a_secret(name)
        # (or a vendor's key under a name that ends in the word for it, as an env file's line
        # is read: `NARODNY_LOYALTY_KEY`)
        if (named and _value(value)) or _vendor_key(name, value):
            yield m.start(group), m.end(group), _PASSWORD_KIND
    for m in _NUMBERED_RE.finditer(text):
        group = "v" if m.group("v") is not None else "u"
        value, start = m.group(group), m.start()
        glued = _KEY_GLUED_RE if m.group("key") else _GLUED_RE
        if group == "v" and glued.search(text, max(0, start - 24), start) is None:
            continue
        said = not m.group("key") and group == "v"
        said = said and (":" in m["sep"] or "=" in m["sep"] or _digit(value))
        made_up = generator_shaped(value) and is_label_value(value)  # (`basalt_…`: no `salt`)
        if (said or _secret_shaped(value)) and (made_up or _value(value)):
            yield m.start(group), m.end(group), _PASSWORD_KIND


def _digit(value: str) -> bool:
    return any(c.isdigit() for c in value)


def _secret_shaped(value: str) -> bool:
    """A password's or a key's shape, not a word, a path or a setting (`value1`, `/usr/lib`)."""
    if "/" in value or "\\" in value:
        return False
    return password_shaped(value) or is_key_run(value) or generator_shaped(value)


def _decoded(value: str) -> bytes:
    try:
        return base64.b64decode(value[: len(value) // 4 * 4], validate=True)
    except (binascii.Error, ValueError):
        return b""


def _user_and_password(value: str) -> bool:
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return False
    user, colon, password = decoded.partition(b":")
    return bool(colon and user and password) and decoded.isascii()


FAMILIES = (Family("config_file", _GATE_RE, _files), Family("config_pair", _PAIR_GATE_RE, _pairs))
