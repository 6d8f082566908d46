"""Passwords in configuration that no label names the usual way.

Part of the scrubber (`memories.redaction`); pure. The label search reads text lowered, so a
password's name in camel case (`$config->dbPass`, `$Self->{DatabasePw}`, `smtpPwd:`) has no word
break before `pass`; and some configuration lines give a password by its place alone:

- a name in camel case that ends in `Pass`, `Passwd`, `Pwd`, `Pw` or `Secret`, then `=`, `=>`
  or `:` and a quoted value;
- a hash's or an array's key that ends so in small letters (`$c->{dbpass} = "…"`,
  `$cfg['smtppass'] = '…'`), a quoted value after it;
- a user's and a password's pair built in code by a name that says so (`new
  UsernameProvider("scada", "…")`, `UA_UsernamePasswordLogin … {UA_STRING_STATIC("scada"),
  UA_STRING_STATIC("…")}`, `NetworkCredential("bob", "…")`, `auth=("bob", "…")`): the second
  string on the line;
- a user's line in Apache Shiro's `[users]` section (`admin = password, role`), in Jetty's
  `realm.properties` (`admin: password, role`), or in ActiveMQ Artemis's `users.properties`
  (`admin = password`);
- a proxy of proxychains' list (`socks5 10.40.0.5 1080 user password`);
- ProFTPD's `SQLConnectInfo db user password`;
- TACACS+'s `login = cleartext "password"` (and `des`/`enable` kept: those are hashes);
- maddy's `auth plain user password`, pyads' `add_route_to_plc(…, user, password)`, an
  OpenVPN `auth-user-pass` file's second line (after its path), an iSCSI target's CHAP login
  (`incominguser user secret`), SteamCMD's `login user password` and a Tuya device's local key
  (`tinytuya.OutletDevice(id, address, key)`);
- Android's Gradle fields (`buildConfigField("String", "MAPS_API_KEY", "\"…\"")`) whose name
  names a secret;
- a vendor's client named after itself, built with an id and a key (`opentok = OpenTok("…",
  "<hex>")`), or any client built with two keys (`new Decidir("<hex>", "<hex>", …)`: the
  second), unless its name names a digest;
- chrony's and ntpd's key file's line (`1 SHA256 ASCII:…`, `1 M …`);
- NUT's `upsmon.conf` line (`MONITOR ups@host 1 user password primary`), a modem's PDP login
  (`AT+CGAUTH=1,1,"user","password"`), a `newusers` or `chpasswd` file's line
  (`user:password:uid:gid:gecos:home:shell`, never `x` or `*`), a google-authenticator file's
  secret on its first line, vsftpd's virtual users written for `db_load` (`printf '%s\n' user
  password > users.txt && db_load …`);
- code that logs in: `.login('user', '…')`, poplib's `.pass_('…')`, an expect-style dialogue
  (`expect("password:")` then `sendline("…")`, telnetlib's `read_until` then `write`), a TL1
  `ACT-USER:TID:user:ctag::…;`, a UUCP `call` file's line, ldap3's `Connection(Server(…),
  'user', '…')`, a login typed by automation (`send_keys("user\\t…\\n")`, AutoHotkey's
  `SendInput, …{Enter}`), a database's address then its user and password (PDO, JDBC, DBI), a
  file's or a server's password in code (`writer.encrypt('…')`, `doc.authenticate('…')`,
  `red:auth("…")`), an NTLM login or exchangelib's `Credentials`;
- MRTG's `Target[…]: PORT:COMMUNITY@HOST`; a POP3 or FTP `USER …` then `PASS …` typed into a socket;
  .NET's `<add key="…Key" value="…" />` when the value reads as drawn at random;
- a password handed to a library's login by its place in the call (`library_logins`: database
  and mail clients, setters, keystores, binds).

A value goes when it is a literal (no `$VAR`, no placeholder: `is_label_value`).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from memories.redaction.assign import is_label_value
from memories.redaction.family import Family, Span
from memories.redaction.labels import names_a_secret
from memories.redaction.library_logins import LIBRARY_LOGIN_GATE, library_logins, technical
from memories.redaction.logins import reads_as_password
from memories.redaction.shaped import random_letters
from memories.redaction.shapes import UUID_RE, has_classes, is_key_run

__all__ = ["FAMILIES"]

_CAMEL_RE = re.compile(
    r"(?<![A-Za-z0-9_])[A-Za-z][a-z0-9]*(?:[A-Z][a-z0-9]*)*?[a-z0-9]"
    r"(?:Pass|Passwd|Pwd|Pw|PW|PWD|PASS|Secret|SECRET)(?![a-z])"
    r"[\"'\]}]{0,3}[ \t]*(?:=>|=|:)[ \t]*(?P<q>['\"])(?P<v>[^'\"\n]{4,128})(?P=q)"
)
_HASH_KEY_RE = re.compile(
    r"[{\[][ \t]*['\"]?[a-z0-9_]*(?:pass|passwd|pwd|pw|secret)['\"]?[ \t]*[}\]]"
    r"[ \t]*(?:=>|=|:)[ \t]*(?P<q>['\"])(?P<v>(?![$%@])[^'\"\n]{4,128})(?P=q)"  # (no `$ENV{…}`)
)
_PAIR_NAME = (
    r"UsernamePassword|UsernameProvider|UserPassword|PasswordCredential|NetworkCredential"
    r"|BasicAuth|DigestAuth|PasswordAuthentication|UsernamePasswordCredentials"
    r"|FlickrAPI|OAuthHandler|OAuth1Session"  # (a key and its secret: `FlickrAPI('key', '…')`)
    r"|Easebuzz"  # (a merchant's key and salt: `new Easebuzz('KEY', '…', 'prod')`)
    # (a network and its key: Arduino's and ESP32's `WiFi.begin("SSID", "…")`, SensESP's
    # `set_wifi("SSID", "…")`, MicroPython's `wlan.connect("SSID", "…")`)
    r"|(?i:wi-?fi|wlan)\w{0,12}\.(?:begin|connect|join|softAP|addAP)"  # (an access point's too)
    r"|(?i:(?:set|connect|join)_?(?:wi-?fi|wlan))"
    r"|(?<![\w.])(?:[a-z]+_)?auth[ \t]*=[ \t]*[(\[]"  # (a pair by its argument: `auth=("u", "…")`)
    # (an HTTP client's NTLM or Kerberos login, exchangelib's `Credentials("user", "…")`)
    r"|NtlmAuth|NegotiateAuth|KerberosAuth|(?<![\w.])Credentials(?=[ \t]*\()"
)
_CODE_PAIR_RE = re.compile(
    r"(?:" + _PAIR_NAME + r")[^\n\"']{0,60}(?P<q1>[\"'])[^\"'\n]{1,64}(?P=q1)[^\"'\n]{0,30}?,"
    r"[^\"'\n]{0,30}?(?P<q>[\"'])(?P<v>[^\"'\n]{4,128})(?P=q)"
)
# A vendor's client built with an account's name and its key (`new ArtlogicClient("gallery",
# "<hex>")`, `RocketRouteClient('ops', '…')`, a module's `bitso.Api(…)`): the second string,
# when it is a key's run or a UUID.
_CLIENT_KEY_RE = re.compile(
    r"(?<![\w])(?:[A-Z]\w{0,40}|(?<=\.))(?:Client|Api|API|Sdk|SDK)[ \t]*\([ \t]*(?P<q1>[\"'])[^\"'\n]{1,64}(?P=q1)[ \t]*,"
    r"[ \t]*(?P<q>[\"'])(?P<v>[A-Za-z0-9_\-]{20,128})(?P=q)"
)


# A vendor's client named after itself, built with an id and a key (`opentok = OpenTok("4938…",
# "<hex>")`, PHP's `$tourcms = new TourCMS(12874, '<hex>', …)`) or its key alone (`$zibal = new
# Zibal("<hex>")`): the key's string, when it is a key's run.
_NAMED_CLIENT_RE = re.compile(
    r"(?<![\w.$])(?P<var>\$?[a-z]\w{2,40})[ \t]*=[ \t]*(?:new[ \t]+)?(?P<cls>[A-Z]\w{2,40})[ \t]*\("
    r"[ \t]*(?:(?:(?P<q1>[\"'])[^\"'\n]{1,64}(?P=q1)|\d{1,12})[ \t]*,[ \t]*)?"
    r"(?P<q>[\"'])(?P<v>[A-Za-z0-9_\-]{20,128})(?P=q)"
)
# A client built with its key alone (`lasair.lasair_client('<hex>')`, `Client("<key>")`): a key's
# run of 32 characters or more, the only argument.
_ONE_KEY_CLIENT_RE = re.compile(
    r"(?i:client)[ \t]*\([ \t]*(?P<q>[\"'])(?P<v>[A-Za-z0-9_\-]{32,128})(?P=q)[ \t]*\)"
)
# (or its key last after other strings: Taobao's `TopClient("https://…/router/rest", "<app key>",
# "<hex>")`, any vendor's object built the same way: `new TrackItForward('<account>', '<hex>')`,
# `new UnitikiApi(new Uri("…"), "<uuid>")`,
# never a pair of digests: `new HashPair(…)`)
_LAST_KEY_CLIENT_RE = re.compile(
    r"(?:(?i:client)|\bnew[ \t]+(?![\w.]*(?i:hash|digest|checksum|sha\d|md5))[A-Z][\w.]{2,40})"
    # (an argument before it may be an object built in place: `new Uri("https://…")`)
    r"[ \t]*\((?:[ \t]*(?:(?P<q0>[\"'])[^\"'\n]{1,200}(?P=q0)"
    r"|(?:new[ \t]+)?[A-Z][\w.]{0,40}\([^()\n]{0,200}\))[ \t]*,){1,3}"
    r"[ \t]*(?P<q>[\"'])(?P<v>[A-Za-z0-9_\-]{32,128})(?P=q)[ \t]*\)"
)
# An HMAC's key in code (Python's `hmac.new(b"…", payload, …)`, Node's `crypto.createHmac("sha256",
# "…")`, PHP's `hash_hmac("sha256", $data, "…")`), and 3proxy's users in clear text (`users
# NAME:CL:…`).
_HMAC_KEY_RE = re.compile(
    r"\bhmac\.new\([ \t]*b?(?P<q>[\"'])(?P<v>[^\"'\s]{8,128})(?P=q)"
    r"|\bcreateHmac\([ \t]*[\"'][\w\-]{2,20}[\"'][ \t]*,[ \t]*(?P<r>[\"'])(?P<w>[^\"'\s]{8,128})(?P=r)"
    r"|\bhash_hmac\([ \t]*[\"'][\w\-]{2,20}[\"'][ \t]*,[ \t]*\$[\w\->\[\]'\"]{1,60}[ \t]*,"
    r"[ \t]*(?P<s>[\"'])(?P<y>[^\"'\s]{8,128})(?P=s)"
    r"|(?<![\w.\-])[^\s:]{1,64}:CL:(?P<x>[^\s:]{4,128})"
)
# Any client built with two keys' runs, a public one then a private one (`new Decidir("<hex>",
# "<hex>", URL)`), or a vendor's SDK started so (`GameAnalytics.Initialize("<hex>", "<hex>")`,
# Swift's `Chartboost.startWithAppId("<hex>", appSignature: "<hex>")`): the second.
_STARTS = r"(?i:init\w{0,20}|start\w{0,30}|configure\w{0,20}|setup\w{0,20}|register\w{0,20})"
_TWO_KEYS_RE = re.compile(
    r"(?:\bnew[ \t]+(?P<cls>[A-Z]\w{2,40})|(?<![\w.])(?P<sdk>[A-Z]\w{2,40})\." + _STARTS + r")"
    r"[ \t]*\([ \t]*(?P<q1>[\"'])[A-Za-z0-9_\-]{20,128}(?P=q1)[ \t]*,"
    r"[ \t]*(?:[a-z]\w{0,30}:[ \t]*)?(?P<q>[\"'])(?P<v>[A-Za-z0-9_\-]{20,128})(?P=q)"
)
# .NET's `<appSettings>`: `<add key="EuropeanaWsKey" value="…" />`, a name that ends in `Key`,
# `Token` or `Secret` (none that says what a key indexes: a cache's, a sort's, a row's), and a
# value that reads as drawn at random (a key's run, a password, or small letters with few vowels).
_APP_SETTING_RE = re.compile(
    r"<add[ \t]+key=\"(?P<name>[A-Za-z][\w.:\-]{0,60}?(?:Key|KEY|Token|TOKEN|Secret|SECRET))\"[ \t]+"
    r"value=\"(?P<v>[^\"\s]{8,128})\""
)
_INDEX_KEY_RE = re.compile(
    r"(?i:cache|sort|row|partition|primary|foreign|lookup|idempot|registry|public|hash|group)"
)


def _app_secret(m: re.Match[str]) -> bool:
    value = m.group("v")
    if _INDEX_KEY_RE.search(m.group("name")):
        return False
    few_vowels = value.isalpha() and 5 * sum(c in "aeiouyAEIOUY" for c in value) <= len(value)
    return is_key_run(value) or reads_as_password(value, classes=2) or few_vowels


_DIGEST_NAME_RE = re.compile(r"(?i:commit|hash|sha|digest|checksum|blob|tree|etag|revision)")
# NUT's `upsmon.conf` (`MONITOR ups@host 1 USER PASSWORD primary`), a modem's PDP login
# (`AT+CGAUTH=1,1,"USER","PASSWORD"`), a `newusers` or `chpasswd` file's line
# (`user:PASSWORD:uid:gid:gecos:home:shell`), a google-authenticator file's first line (its TOTP
# secret, the file's options under it).
_UPSMON_RE = re.compile(
    r"(?im:^[ \t]*MONITOR[ \t]+\S+@\S+[ \t]+\d+[ \t]+\S+[ \t]+(?P<v>\S+)[ \t]+"
    r"(?:primary|secondary|master|slave)[ \t]*$)"
)
# chrony's and ntpd's key files (`chrony.keys`, `ntp.keys`: `1 SHA256 ASCII:…`, `1 M …`): an id,
# a digest's name, the key (a key of letters and digits written as they are or in hex).
_NTP_KEY_RE = re.compile(
    r"(?m:^[ \t]*\d{1,5}[ \t]+(?:M|MD5|SHA1?|SHA-?(?:224|256|384|512)|SHA3-(?:224|256|384|512)"
    r"|RMD160|TIGER|WHIRLPOOL|AES128|AES256|CMAC)[ \t]+(?:ASCII:|HEX:)?(?P<v>[!-~]{8,128})[ \t]*$)"
)
_CGAUTH_RE = re.compile(r"(?i:AT\+CGAUTH=)\d+,\d+,\"[^\"\n]*\",\"(?P<v>[^\"\n]{4,128})\"")
_NEWUSERS_RE = re.compile(
    r"(?m:^[ \t#]*[a-z_][\w.\-]{0,31}:(?P<v>(?![x*!]:)[^:\s]{4,128}):\d+:\d+:[^:\n]*:/[^:\n]*:/\S+)"
)
# vsftpd's virtual users, written for `db_load` (`printf '%s\n' USER PASSWORD > users.txt &&
# db_load -T -t hash -f users.txt …`): the second word.
_DB_LOAD_RE = re.compile(
    r"printf[ \t]+(?P<f>['\"])%s\\n(?P=f)[ \t]+\S+[ \t]+(?P<v>[^\s>]{4,128})[ \t]*>[^\n]{0,80}db_load"
)
# Code that logs in: a mail or file client's `.login('user', '…')` (imaplib, smtplib,
# ftplib), poplib's `.pass_('…')`, an expect-style dialogue (pexpect's and telnetlib's
# `expect("password:")` / `read_until(b"Password: ")`, then `sendline("…")` / `write(b"…\n")`),
# a TL1 login (`ACT-USER:TID:user:ctag::…;`), a UUCP `call` file's line (`system user …`).
_CODE_LOGIN_RE = re.compile(
    # (not a host, a user and a password: pexpect's `pxssh.login(HOST, USER, …)`, read below)
    r"\.login\((?![ \t]*(?P<h>['\"])[\w\-]+(?:\.[\w\-]+)+(?P=h)[ \t]*,[ \t]*['\"][^'\"\n]*['\"][ \t]*,)"
    r"[ \t]*(?P<q1>['\"])[^'\"\n]{1,64}(?P=q1)[ \t]*,[ \t]*(?P<q>['\"])(?P<v>[^'\"\n]{4,128})(?P=q)"
    r"|\.pass_\([ \t]*(?P<q2>['\"])(?P<w>[^'\"\n]{4,128})(?P=q2)"
)
_DIALOGUE_RE = re.compile(
    r"(?:expect|read_until|waitfor)\([ \t]*b?(?P<q1>['\"])[^'\"\n]{0,20}(?i:assword|passphrase|pin)"
    r"[^'\"\n]{0,10}(?P=q1)[^\n]{0,40}?(?:;|\n)[ \t]*(?:\w+\.)?(?:sendline|send|write)\([ \t]*b?"
    r"(?P<q>['\"])(?P<v>[^'\"\\\n]{4,128})(?:\\[rn])*(?P=q)"
)
# A database's address (a DSN: `mysql:host=…`, `jdbc:mariadb://…`, Perl's `DBI:mysql:…`) in
# quotes, then the user's and the password's strings: PDO's `new PDO('mysql:…', 'user', '…')`,
# JDBC's `DriverManager.getConnection("jdbc:…", "user", "…")`, DBI's `connect(…)` or a list
# of the three (amavisd's `@lookup_sql_dsn = ( ['DBI:mysql:…', 'user', '…'] )`).
_DSN_LOGIN_RE = re.compile(
    r"(?P<q0>['\"])(?i:jdbc:|dbi:|mysql:|pgsql:|sqlsrv:|oci:|odbc:|firebird:|ibm:|informix:)"
    r"[^'\"\n]{1,200}(?P=q0)[ \t]*,[ \t]*(?P<q1>['\"])[^'\"\n]{1,64}(?P=q1)[ \t]*,[ \t]*"
    r"(?P<q>['\"])(?P<v>[^'\"\n]{4,128})(?P=q)"
)
# Or PDO given its DSN in a variable (`new PDO($dsn, 'members', '…')`); or a password's variable
# given a string wrapped in a constructor (Rust's `let password = String::from("…")`,
# `SecretString::new("…".into())`).
_WRAPPED_LOGIN_RE = re.compile(
    r"\bnew[ \t]+PDO\([ \t]*\$\w{1,40}[ \t]*,[ \t]*(?P<q1>['\"])[^'\"\n]{1,64}(?P=q1)[ \t]*,[ \t]*"
    r"(?P<q>['\"])(?P<v>[^'\"\n]{4,128})(?P=q)"
    r"|(?i:\b\w{0,30}(?:password|passwd|pwd|secret|token)\w{0,30})[ \t]*(?::[^=\n]{1,30})?=[ \t]*"
    r"(?:String::from|SecretString::new|Secret::new|SecStr::from|String)\([ \t]*\"(?P<w>[^\"\n]{4,128})\""
)
# CUBRID's JDBC address, its login in its fields: `jdbc:cubrid:HOST:PORT:DB:USER:PASSWORD:`.
_CUBRID_URL_RE = re.compile(
    r"jdbc:cubrid:[^:\s'\"]{1,253}:\d{1,5}:[^:\s'\"]{1,64}:[^:\s'\"]{0,64}:(?P<v>[^:\s'\"?]{4,128}):"
)
# Oracle's JDBC address with its login inside: `jdbc:oracle:thin:USER/PASSWORD@//host:1521/SID`.
_ORACLE_LOGIN_RE = re.compile(
    r"(?i:jdbc:oracle:(?:thin|oci8?|kprb):)[\w$#.]{1,64}/(?P<v>[^\s@/'\"]{1,128})@"
)
# The same login as Oracle's tools take it, whatever the tool (`frmcmp_batch … userid=apps/…`,
# `dbv … userid=system/…`: the part after the slash, up to an `@`, of two classes of character;
# `wrc system/…@PROD`: `USER/PASSWORD@DB` with the database's name in capitals or an Easy Connect
# address, the password of three, as `actions/checkout@v4` or `bitnami/redis@sha256:…` are not).
_USERID_RE = re.compile(r"(?<![\w\-])(?i:userid)=['\"]?[\w$#.]+/(?P<v>[^\s@/'\"]{4,64})")
_CONNECT_STRING_RE = re.compile(
    r"(?<![\w/.\-@$#])[A-Za-z][\w$#]{1,29}/(?P<v>[^\s@/'\"]{6,64})"
    r"@(?://[\w.\-]+(?::\d{2,5})?/[\w.\-]+|[A-Z][A-Z0-9_]{2,29}(?![\w.\-])"
    # (or Oracle's easy connect, a host, its port and a service: `…@coope-db.lan:5444/edb`)
    r"|(?P<ez>[\w\-]+(?:\.[\w\-]+)*:\d{2,5}/[\w.\-]+))"
)
# A user and a password given to a function that logs in or keeps them (`setup_session('user',
# '…', …)`, `movebank_store_credentials("user", "…")`), or after a host and a port (ONVIF's
# `ONVIFCamera('10.0.0.9', 80, 'user', '…', …)`, any client built so; the port left empty, as 1C's
# `New HTTPConnection("host", , "user", "…")` allows, in either of its languages): the second
# string, when it reads as a password.
_USER_THEN_PASSWORD_RE = re.compile(
    # (a function's name of at most sixty word characters, read from its start: a long run of
    # word characters is no name, and unbounded it is read again from each of its characters)
    r"(?:(?<!\w)\w{0,60}?(?i:credential|session|login|logon|signin|auth|connect)\w{0,60}[ \t]*\("
    r"|\([ \t]*(?P<q0>['\"])[\w.\-:]{1,253}(?P=q0)[ \t]*,[ \t]*(?:\d{2,5}[ \t]*)?,)"
    r"[ \t]*(?P<q1>['\"])[^'\"\n]{1,64}(?P=q1)[ \t]*,[ \t]*(?P<q>['\"])(?P<v>[^'\"\s]{6,128})(?P=q)"
)
# A file's or a vault's password in code (pypdf's `writer.encrypt('…')`, `reader.decrypt('…')`,
# PyMuPDF's `doc.authenticate('…')`), or a server's (Redis's `AUTH` as its clients call it:
# `r.auth('…')`, PHP's `$redis->auth('…')`, Lua's `red:auth("…")`): the first string, when it reads
# as a password (a message to encrypt has spaces, or reads as words).
_OPENS_WITH_RE = re.compile(
    r"(?:\.|:|->)(?:encrypt|decrypt|authenticate|unlock|auth)\("
    r"[ \t]*(?P<q>['\"])(?P<v>[^'\"\s]{6,128})(?P=q)"
)


def _easy_connect_password(value: str) -> bool:
    """A password in Oracle's easy connect: eight characters or more, letters and two digits."""
    return (
        len(value) >= _EZ_LEAST and sum(c.isdigit() for c in value) >= 2 and has_classes(value, 2)
    )


_EZ_LEAST = 8


def _reads_as_secret(value: str) -> bool:
    """A password of two kinds of character, or letters whose case switches as drawn at random."""
    return reads_as_password(value, classes=2) or random_letters(value)


# ldap3's `Connection(Server(…), 'user', '…')`; a login typed by automation, the user, a tab,
# the password and an enter (AutoKey's `keyboard.send_keys("user\\t…\\n")`, xdotool's `type`).
_LDAP3_RE = re.compile(
    r"Connection\([ \t]*Server\([^()\n]{0,80}\)[ \t]*,[ \t]*(?P<q1>['\"])[^'\"\n]{1,64}(?P=q1)"
    r"[ \t]*,[ \t]*(?P<q>['\"])(?P<v>[^'\"\n]{4,128})(?P=q)"
)
_TYPED_LOGIN_RE = re.compile(
    r"(?:send_keys|type|typewrite|write)\([ \t]*(?P<q>['\"])[^'\"\\\s]{1,64}\\t(?P<v>(?=[^'\"\\\s]*[^A-Za-z'\"\\\s])[^'\"\\\s]{4,128})\\n(?P=q)"
)
# Logins made through an API call:
# - a JSON-RPC login's parameters, the user then the password (OpenWrt LuCI's `{"method":"login",
#   "params":["root","…"]}`), and Rust's reqwest basic auth (`.basic_auth("pos", Some("…"))`);
# - CouchDB's admin set over its API (`curl -X PUT …/_config/admins/USER -d '"…"'`), Redis' ACL
#   user and its password (`ACL SETUSER USER on '>…'`), COBOL's password moved to its field
#   (`MOVE "…" TO WS-PASSWD`).
_API_LOGIN_RE = re.compile(
    r"\"method\"[ \t]*:[ \t]*\"(?i:login|auth|authenticate|session\.login|user\.login)\"[^\n]{0,60}?"
    r"\"params\"[ \t]*:[ \t]*\[[ \t]*\"[^\"\n]{1,64}\"[ \t]*,[ \t]*\"(?P<v>[^\"\n]{1,128})\""
    r"|\.basic_auth\([ \t]*\"[^\"\n]{1,64}\"[ \t]*,[ \t]*Some\([ \t]*\"(?P<w>[^\"\n]{1,128})\""
    r"|/_config/admins/[^\s/'\"]+['\"]?[^\n]{0,40}?(?:-d|--data(?:-raw)?)[ \t]+'\"(?P<x>[^\"\n]{1,128})\"'"
    r"|(?i:ACL[ \t]+SETUSER)[ \t]+\S+(?:[ \t]+(?!['\"]?>)\S+){0,6}?[ \t]+['\"]?>(?P<y>[^\s'\"]{1,128})"
    r"|\bMOVE[ \t]+\"(?P<z>[^\"\n]{1,64})\"[ \t]+TO[ \t]+[\w\-]*(?:PASSW(?:OR)?D|PWD|PASS)\b"
)
# A Windows share's user and password joined by `%`: Amanda's `amandapass` line (`//host/share
# user%…`), Samba's tools given both (`smbclient //host/share -U user%…`, `rpcclient -U …`).
_SHARE_USER_RE = re.compile(
    r"(?:(?<![^\s'\"])//[^\s/]+/\S+[ \t]+[^\s%]{1,64}%(?P<v>[^\s'\"\\]{1,128}))"
    r"|(?:smbclient|rpcclient|smbget|smbmap|smbcacls|net)\b[^\n]{0,120}?(?:-U|--user(?:name)?)"
    r"[ \t=]*['\"]?[^\s%'\"]{1,64}%(?P<w>[^\s'\"]{1,128})"
)
# vpnc's configuration: the group's shared secret and the user's password (`IPSec secret …`,
# `Xauth password …`); AqBanking's PIN file, a PIN a line under its bank's code and user
# (`PIN_50010517_bob = "…"`).
_VPNC_RE = re.compile(
    r"(?im:^[ \t]*(?:IPSec[ \t]+secret|Xauth[ \t]+password)[ \t]+(?P<v>\S[^\n]{3,127}?)[ \t]*$)"
)
_PIN_FILE_RE = re.compile(
    r"(?m:^[ \t]*PIN_[0-9A-Za-z]{3,12}_[^\s=]{1,64}[ \t]*=[ \t]*\"(?P<v>[^\"\n]{4,16})\")"
)
# AutoHotkey typing a password and Enter (`SendInput, …{Enter}`, `Send …{Tab}…{Enter}`): the last
# run before `{Enter}`, when it reads as a password.
_AHK_SEND_RE = re.compile(
    r"(?im:^[ \t]*Send(?:Input|Raw|Play|Event)?[ \t]*,?[ \t]+(?:[^\n{}]{1,64}\{Tab\})?"
    r"(?P<v>[^\s{}]{6,128})\{Enter\})"
)
# MRTG's target (`Target[sw]: 2:COMMUNITY@10.0.0.2`: the SNMP community between the port and
# the host); a POP3 or FTP login typed into a socket (`printf 'USER bob\r\nPASS …\r\n' | nc`).
_MRTG_TARGET_RE = re.compile(r"(?m:^[ \t]*Target\[[^\]\n]+\]:[ \t]*[\w.]+:(?P<v>[^@\s:]{4,128})@)")
_PROTOCOL_PASS_RE = re.compile(
    r"USER[ \t]+[^\s\\'\"]+(?:\\r)?(?:\\n|\r?\n)[ \t]*PASS[ \t]+(?P<v>[^\s\\'\"]{4,128})"
)
_TL1_RE = re.compile(r"ACT-USER:[^:\n]*:[^:\n]+:[^:\n]*::(?P<v>[^;,\s:]{4,128})")
_UUCP_CALL_RE = re.compile(r"(?m:^[ \t]*[\w.\-]+[ \t]+[\w.\-]+[ \t]+(?P<v>\S{4,128})[ \t]*$)")
_UUCP_RE = re.compile(r"uucp/call|/etc/uucp")
_GOOGLE_AUTHENTICATOR_RE = re.compile(
    r"(?m:^(?P<v>[A-Z2-7]{16,64})\r?\n\"[ \t]+(?:RATE_LIMIT|WINDOW_SIZE|TOTP_AUTH|DISALLOW_REUSE"
    r"|HOTP_COUNTER|STEP_SIZE))"
)


def _client_key(value: str) -> bool:
    """A key's run or a UUID (`new KnackClient("app", "<uuid>")`, `bitso.Api("id", "<hex>")`)."""
    return is_key_run(value) or UUID_RE.fullmatch(value) is not None


# (a UUID only when the class is named a client or an API: `new Order(…, "<uuid>")` holds an id)
_CLIENT_CLASS_RE = re.compile(r"[^(]*(?:Client|Api|API|Sdk|SDK)[ \t]*\(")


def _last_key(m: re.Match[str]) -> bool:
    value = m.group("v")
    return is_key_run(value) or (
        UUID_RE.fullmatch(value) is not None and _CLIENT_CLASS_RE.match(m.group()) is not None
    )


# Android's Gradle field in the build's code (`buildConfigField("String", "MAPS_API_KEY",
# "\"…\"")`, `resValue("string", "api_token", "…")`): the value after a name that names a secret.
_BUILD_FIELD_RE = re.compile(
    r"(?:buildConfigField|resValue)[ \t]*\(?[ \t]*[\"'][^\"'\n]{1,40}[\"'][ \t]*,[ \t]*"
    r"[\"'](?P<name>[\w.\-]{1,80})[\"'][ \t]*,[ \t]*[\"'](?:\\\")?(?![$])(?P<v>[^\"'\\\n]{4,256})"
)
_SHIRO_USER_RE = re.compile(
    r"(?m:^[ \t]*[\w.\-@]+[ \t]*=[ \t]*(?P<v>[^\s,]+)(?:[ \t]*,[ \t]*[\w\-:*]+)*[ \t]*$)"
)
_SHIRO_RE = re.compile(r"(?m:^[ \t]*\[users\][ \t]*$)")
# Jetty's (and ActiveMQ's) `realm.properties`: `user: password, role, …`, after the file's name.
_REALM_USER_RE = re.compile(
    r"(?m:^[ \t]*[\w.\-@]+[ \t]*[:=][ \t]*(?P<v>[^\s,]+)(?:[ \t]*,[ \t]*[\w\-:*]+)+[ \t]*$)"
)
_REALM_RE = re.compile(r"realm\.properties|jetty-realm")
# ActiveMQ Artemis's and Karaf's `users.properties` (`artemis-users.properties`): a line as Shiro's
# (`user = password`, a role perhaps after it), under the file's name, its value of two kinds of
# character or random letters.
_USERS_FILE_RE = re.compile(r"\busers\.properties")
_SECTION_RE = re.compile(r"(?m:^[ \t]*\[)")


def _shiro_users(text: str) -> Iterator[re.Match[str]]:
    """The lines of each `[users]` section, up to the next section."""
    for section in _SHIRO_RE.finditer(text):
        after = _SECTION_RE.search(text, section.end())
        yield from _SHIRO_USER_RE.finditer(
            text, section.end(), after.start() if after else len(text)
        )


_PROXY_RE = re.compile(
    r"(?im:^[ \t]*(?:socks[45]|http|raw)[ \t]+[0-9A-Za-z.:\-\[\]]+[ \t]+\d{2,5}[ \t]+\S+[ \t]+"
    r"(?P<v>\S+)[ \t]*$)"
)
_PROXYCHAINS_RE = re.compile(r"(?i:proxychains|\[ProxyList\])")
_SQL_CONNECT_RE = re.compile(r"(?im:^[ \t]*SQLConnectInfo[ \t]+\S+[ \t]+\S+[ \t]+(?P<v>\S+))")
# maddy's `auth plain USER PASSWORD` (an SMTP target's login), pyads' route (`add_route_to_plc(
# NET_ID, HOST, IP, USER, PASSWORD)`, its fifth argument), OpenVPN's `auth-user-pass` file (its
# path, then the user's line and the password's).
_AUTH_PLAIN_RE = re.compile(
    r"(?im:^[ \t]*auth[ \t]+plain[ \t]+(?P<q1>[\"']?)[^\s\"']+(?P=q1)[ \t]+"
    r"(?P<q>[\"']?)(?P<v>[^\s\"']{4,128})(?P=q)[ \t]*$)"
)
_PLC_ROUTE_RE = re.compile(
    r"add_route_to_plc[ \t]*\((?:[^,()\n]*,){4}[ \t]*(?:password[ \t]*=[ \t]*)?"
    r"(?P<q>[\"'])(?P<v>[^\"'\n]{4,128})(?P=q)"
)
_OPENVPN_AUTH_RE = re.compile(
    r"(?i:openvpn|ovpn)[^\s:]*?(?i:auth|pass|cred|login)[^\s:]*:?[ \t]*\r?\n[ \t]*[^\s:]+[ \t]*\r?\n"
    r"[ \t]*(?P<v>\S{4,128})[ \t]*(?:\r?\n|$)"
)
# An iSCSI target's CHAP login (tgt's `incominguser USER SECRET`, IET's `IncomingUser …`), a
# SteamCMD script's or command's `login USER PASSWORD`, a Tuya device's local key (tinytuya's
# `OutletDevice(ID, ADDRESS, LOCAL_KEY)`).
_CHAP_USER_RE = re.compile(
    r"(?im:^[ \t]*(?:incoming|outgoing)user[ \t]+\S+[ \t]+(?P<v>[^\s\"']{4,128})[ \t]*$)"
)
_STEAM_LOGIN_RE = re.compile(
    r"(?m:(?:^[ \t]*|[ \t]\+)login[ \t]+[^\s+]+[ \t]+(?P<v>[^\s+]{4,128})(?=[ \t]*$|[ \t]+\+))"
)
_STEAMCMD_RE = re.compile(r"(?i:steamcmd)")
_TUYA_RE = re.compile(
    r"tinytuya\.\w*Device[ \t]*\([ \t]*(?:[^,()\n]*,){2}[ \t]*(?:local_key[ \t]*=[ \t]*)?"
    r"(?P<q>[\"'])(?P<v>[^\"'\n]{4,128})(?P=q)"
)
_CLEARTEXT_RE = re.compile(
    r"(?i:\b(?:login|pap|chap)[ \t]*=[ \t]*cleartext[ \t]+\"(?P<v>[^\"\n]+)\")"
)


def _values(text: str) -> Iterator[Span]:
    # (a proxy's line only in proxychains' list: `http 10.0.0.1 8080 GET /` is a log's line;
    # a user's line only in Shiro's `[users]`)
    proxies = _PROXY_RE.finditer(text) if _PROXYCHAINS_RE.search(text) else ()
    realm = _REALM_USER_RE.finditer(text) if _REALM_RE.search(text) else ()
    users = (
        (m for m in _SHIRO_USER_RE.finditer(text) if _reads_as_secret(m.group("v")))
        if _USERS_FILE_RE.search(text)
        else ()
    )
    steam = _STEAM_LOGIN_RE.finditer(text) if _STEAMCMD_RE.search(text) else ()
    for m in itertools.chain(
        _CAMEL_RE.finditer(text),
        _HASH_KEY_RE.finditer(text),
        _CODE_PAIR_RE.finditer(text),
        proxies,
        _shiro_users(text),
        realm,
        users,
        _SQL_CONNECT_RE.finditer(text),
        _CLEARTEXT_RE.finditer(text),
        _AUTH_PLAIN_RE.finditer(text),
        _PLC_ROUTE_RE.finditer(text),
        _OPENVPN_AUTH_RE.finditer(text),
        _CHAP_USER_RE.finditer(text),
        steam,
        _TUYA_RE.finditer(text),
        library_logins(text),
        (m for m in _CLIENT_KEY_RE.finditer(text) if _client_key(m.group("v"))),
        (
            m
            for m in _NAMED_CLIENT_RE.finditer(text)
            if m.group("var").lstrip("$").lower() == m.group("cls").lower()
            and is_key_run(m.group("v"))
            and not _DIGEST_NAME_RE.search(m.group("cls"))
        ),
        (
            m
            for m in _TWO_KEYS_RE.finditer(text)
            if is_key_run(m.group("v"))
            and not _DIGEST_NAME_RE.search(m.group("cls") or m.group("sdk"))
        ),
        (m for m in _APP_SETTING_RE.finditer(text) if _app_secret(m)),
        (m for m in _ONE_KEY_CLIENT_RE.finditer(text) if is_key_run(m.group("v"))),
        (m for m in _LAST_KEY_CLIENT_RE.finditer(text) if _last_key(m)),
        _HMAC_KEY_RE.finditer(text),
        _UPSMON_RE.finditer(text),
        _NTP_KEY_RE.finditer(text),
        _CGAUTH_RE.finditer(text),
        _NEWUSERS_RE.finditer(text),
        _GOOGLE_AUTHENTICATOR_RE.finditer(text),
        _DB_LOAD_RE.finditer(text),
        _CODE_LOGIN_RE.finditer(text),
        _DIALOGUE_RE.finditer(text),
        _TL1_RE.finditer(text),
        _LDAP3_RE.finditer(text),
        _DSN_LOGIN_RE.finditer(text),
        _WRAPPED_LOGIN_RE.finditer(text),
        _ORACLE_LOGIN_RE.finditer(text),
        _CUBRID_URL_RE.finditer(text),
        (m for m in _USERID_RE.finditer(text) if has_classes(m.group("v"), 2)),
        (
            m
            for m in _CONNECT_STRING_RE.finditer(text)
            if has_classes(m.group("v"), 3)
            or (m.group("ez") and _easy_connect_password(m.group("v")))
        ),
        (
            m
            for m in _USER_THEN_PASSWORD_RE.finditer(text)
            if reads_as_password(m.group("v"), classes=2) and not technical(m.group("v"))
        ),
        _MRTG_TARGET_RE.finditer(text),
        _PROTOCOL_PASS_RE.finditer(text),
        (m for m in _OPENS_WITH_RE.finditer(text) if _reads_as_secret(m.group("v"))),
        _TYPED_LOGIN_RE.finditer(text),
        (m for m in _AHK_SEND_RE.finditer(text) if _reads_as_secret(m.group("v"))),
        _VPNC_RE.finditer(text),
        _API_LOGIN_RE.finditer(text),
        _SHARE_USER_RE.finditer(text) if "%" in text else (),
        _PIN_FILE_RE.finditer(text),
        _UUCP_CALL_RE.finditer(text) if _UUCP_RE.search(text) else (),
        (m for m in _BUILD_FIELD_RE.finditer(text) if names_a_secret(m.group("name"))),
    ):
        group = next(g for g in ("v", "w", "x", "y", "z") if m.groupdict().get(g) is not None)
        value = m.group(group).strip("'\"")
        if is_label_value(value):
            start = m.start(group) + m.group(group).index(value)
            yield start, start + len(value), "password_assignment"


FAMILIES = (
    Family(
        "positional_config",
        re.compile(
            r"[a-z0-9](?:Pass|Passwd|Pwd|Pw|PW|PWD|PASS|Secret|SECRET)(?![a-z])"
            r"|(?i:socks[45]|SQLConnectInfo|cleartext)|\[users\]"
            r"|(?:pass|passwd|pwd|pw|secret)['\"]?[ \t]*[}\]]"
            r"|buildConfigField|resValue|(?i:auth[ \t]+plain|openvpn|ovpn)|add_route_to_plc|realm\.prop|users\.prop"
            r"|(?i:incominguser|outgoinguser|steamcmd)|tinytuya|"
            + _PAIR_NAME
            + r"|(?:Client|Api|API|Sdk|SDK|Controller|Connection|Session)[ \t]*\("
            + "|"
            + LIBRARY_LOGIN_GATE
            + r"|[a-z][ \t]*=[ \t]*(?:new[ \t]+)?[A-Z]\w{2,40}[ \t]*\([ \t]*[\"'0-9]"
            + r"|(?m:^[ \t]*\d{1,5}[ \t]+(?:M|MD5|SHA\w*|RMD160|TIGER|WHIRLPOOL|AES\d+|CMAC)[ \t])"
            + r"|MONITOR[ \t]|(?i:AT\+CGAUTH=)|:\d+:\d+:|\"[ \t]+(?:RATE_LIMIT|WINDOW_SIZE|TOTP_AUTH)"
            + r"|db_load|\.login\(|\.pass_\(|sendline|\.write\(|ACT-USER|uucp|Connection\(|\\t"
            + r"|(?i:\{Enter\}|IPSec[ \t]+secret|Xauth[ \t]+password)|PIN_|\"params\"|basic_auth\(|_config/admins|(?i:ACL[ \t]+SETUSER)|MOVE[ \t]+\""
            + r"|(?i:jdbc:|dbi:|mysql:|pgsql:|sqlsrv:|oci:|odbc:|firebird:|ibm:|informix:)"
            + r"|(?:\.|:|->)(?:encrypt|decrypt|authenticate|unlock|auth)\(|Target\[|PASS[ \t]|new[ \t]+[A-Z]"
            + r"|[A-Z]\w{2,40}\."
            + _STARTS
            + r"[ \t]*\([ \t]*[\"']"
            + r"|<add[ \t]+key=|(?i:client)[ \t]*\(|hmac\.new\(|createHmac\(|hash_hmac\(|:CL:"
            + r"|(?i:userid=)|/[^\s@/]{6,64}@"
            + r"|(?i:credential|session|login|logon|signin|auth|connect)\w*[ \t]*\("
            + r"|[\"'][ \t]*,[ \t]*(?:[0-9]{2,5}[ \t]*)?,[ \t]*[\"']"
            + r"|[^\s%/]%[^\s%]"  # (a share's user and password: `store%…`)
            + r"|PDO\(|String::from\(|Secret\w*::new\(|SecStr::from\("
        ),
        _values,
    ),
)
