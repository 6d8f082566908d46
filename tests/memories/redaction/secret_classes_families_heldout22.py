# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, twenty-second corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
twenty-first held-out corpus as a format example, the fifth to twenty-first only to search them for
the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use others),
the sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`);
never `memories/redaction/`, the tuning corpus, the round corpora, their tests nor the reports, and
the scrubber was never run on it. Its own seed, password words, names, places, templates, tools,
vendors and layouts, the way people leak secrets into an assistant's memory: Jami and Revolt
pastes, UpNote, SiYuan, Memos, TiddlyWiki and SilverBullet notes to self, incident write-ups,
tickets, e-mails, runbooks, elvish, murex and Oils (ysh) history, Klipper, OctoPrint and Moonraker
configs, .netrc, .my.cnf, odbc.ini, Samba, Dovecot, Postfix sasl_passwd, Icecast, Mumble and
Asterisk configs, README fragments, voice-dictated text and requests to the assistant itself.
About 60 % English (or language-neutral config and shell), the rest in Gagauz, Chechen, Kalmyk,
Sranan Tongo, Gĩkũyũ (Kikuyu), Aymara, Rusyn and Icelandic (no earlier docstring or word list
names them), and Spanish, German, French, Brazilian Portuguese, Italian, Russian, Dutch, Polish,
Turkish, Japanese, Korean and Chinese in wordings of their own. Vendors (Lusha, ZeroBounce,
NeverBounce, Kickbox, Emailable, Smartcar, Numverify, Currencylayer, Bitly, Rebrandly, Proxycurl,
Diffbot, ZenRows, ScraperAPI, Scrapfly, Webshare, ShipEngine, Sendcloud, Delhivery, Easyship,
Gelato, Mindee, Veryfi, Affinda, Nanonets, Telesign, Routee, Unifonic, Fast2SMS) are ones heldouts
5 to 21 do not name; the national ids are kinds they do not use (Singapore's UEN, Liechtenstein's
PEID, the Russian OGRN and the Ukrainian EDRPOU code with their check digits; Moldova's IDNP, the
Kenyan national ID number, the Bolivian cédula de identidad and the Surinamese ID card number,
which carry none a library checks; passports under Icelandic, Kalmyk and Sranan words). The IBANs
are of countries used least by a rough count over heldouts 5 to 21 (Iceland, to go with the
languages, Greenland, Timor-Leste, São Tomé and Príncipe, Sudan, Nicaragua and Somalia).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum.li import peid as li_peid
from stdnum.ru import ogrn as ru_ogrn
from stdnum.sg import uen as sg_uen
from stdnum.ua import edrpou as ua_edrpou

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 22_508_913
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = "0123456789ABCDEF"
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            fields = self.draw(rng, index, template)
            secret = fields.get("secret", fields[self.key])
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_FOODS = ["Hangikjot", "Kleina", "Plachinta", "Kaurma", "Zhizhig", "Galnash", "Berigi",
          "Dzhomba", "Pom", "Roti", "Githeri", "Mukimo", "Chairo", "Chuno", "Bryndzaky",
          "Kulesha"]  # fmt: skip
_PLACES = ["Akureyri", "Isafjordur", "Komrat", "Ceadir", "Grozny", "Shali", "Elista", "Lagan",
           "Paramaribo", "Nickerie", "Nyeri", "Muranga", "ElAlto", "Achacachi", "Uzhhorod",
           "Svidnik"]  # fmt: skip
_NAMES = ["Sigrun", "Einar", "Todur", "Vasilka", "Zelimkhan", "Madina", "Bembya", "Altana",
          "Winston", "Ashanti", "Wanjiru", "Kamau", "Nayra", "Wayra", "Mykola", "Olena",
          "Hekla", "Tumansha"]  # fmt: skip
_SYMBOLS = "!#$%&*+=?@^~"

# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_NAMES)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_FOODS).lower()}{g.randrange(1960, 2026)}{g.choice(_SYMBOLS)}{g.choice(_NAMES)[:3]}",
    lambda g: _r(g, ALNUM, 5) + g.choice(_SYMBOLS) + _r(g, ALNUM, 5) + g.choice(_SYMBOLS),
    lambda g: g.choice(_PLACES) + g.choice(["-", "_", "."]) + g.choice(_FOODS) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: g.choice(["Gr0zny", "K0mr4t", "Ak1reyr1", "P4r4m4r1b0", "Ny3r1", "Uzh60r0d"]) + g.choice(_SYMBOLS) + _r(g, D, 3),
    lambda g: f"{g.choice(['Windy', 'Salty', 'Quiet', 'Rusty'])}{g.choice(['Geyser', 'Steppe', 'Mango', 'Llama'])}{g.choice(_SYMBOLS)}{g.randrange(100, 999)}",
    lambda g: _r(g, ALNUM + "!#%", 22),
    lambda g: "-".join(w.lower() for w in g.sample(_FOODS, 4)),
    lambda g: _r(g, UPPER, 2) + _r(g, D, 4) + _r(g, LOWER, 4) + g.choice(_SYMBOLS),
    lambda g: g.choice(_NAMES).lower() + "." + g.choice(_PLACES).lower() + str(g.randrange(1, 99)) + g.choice(_SYMBOLS),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Jami from Einar: the Paperless-ngx admin password is {pw}",
    "Revolt #homelab, Kamau: OctoPrint admin password {pw}",
    "UpNote: KeePassXC master password (work laptop) {pw}",
    "Hi Madina,\n\nthe Supermicro BMC ADMIN password after the reflash is {pw}\nchange it when you first log in.\n\nThanks, Todur",
    "Post-mortem 2026-11-27: the Webmin panel on :10000 accepted root / {pw} from anywhere",
    "please remember my 1Password account password: {pw}",
    "store this: the Reolink NVR admin password is {pw}",
    "Runbook: OPNsense at the Nyeri office\n1. console in\n2. option 3, reset root password\n3. enter {pw}",
    "README (printer farm)\nMainsail lives at http://klipper.local, log in with password `{pw}`.",
    "SiYuan › Infra › NAS: Synology admin password {pw}",
    "ticket #9182: `SMTP_PASS = '{pw}'` committed in config/prod.py, rotate please",
    "Memos: the Zabbix frontend Admin password is now {pw}",
    "can you hold on to my Google password for me? {pw}",
    "the Pi-hole web password is {pw}, Winston changed it yesterday",
    "TiddlyWiki: Jellyfin admin password {pw}",
    "after installing DD-WRT the admin password is {pw}",
    "handover notes: the Node-RED editor password is {pw}",
    "my Mail.ru app password is now {pw}",
    "»password« {pw}",
    "SilverBullet page 'homelab': the Shelly plugs all use {pw}",
    "password for grandma's Samsung account: {pw}",
    "incident: phpPgAdmin was exposed with password {pw}",
    "the Valheim server password is {pw}, keep it off the Discord",
    "UpNote: Moonraker API password {pw}",
    "dictated: my Hotmail password is {pw} period",
    "Memos: Uptime Kuma login password is {pw}",
    "TODO after the move: change the TrueNAS root password ({pw})",
    "SiYuan card 'cameras': Blue Iris admin password {pw}",
    "Lykilorðið að tölvupóstinum mínum er {pw}",
    "lykilorð á beininum heima: {pw}",
    "Benim e-poçtamın parolu: {pw}",
    "evdäki routerin parolu: {pw}",
    "Сан электронни поштан пароль: {pw}",
    "цӀийнан роутеран къайлаха дош: {pw}",
    "Мини электрон почтин нууц үг: {pw}",
    "гертк роутерин нууц үг: {pw}",
    "A pasword fu mi e-mail na {pw}",
    "a pasword fu a router na oso: {pw}",
    "Kiugo kĩa hitho kĩa email yakwa nĩ {pw}",
    "kiugo kĩa hitho kĩa router ya mũciĩ: {pw}",
    "Nayan correo jamasat arupaxa: {pw}",
    "utan router jamasat arupa: {pw}",
    "Моє гесло до електронічной пошты: {pw}",
    "гесло до роутера дома: {pw}",
    "la contraseña del portal de la AFIP quedó {pw}",
    "Kennwort für ELSTER: {pw}",
    "mot de passe de mon espace Ameli : {pw}",
    "a senha do gov.br agora é {pw}",
    "la password dell'home banking è {pw}",
    "пароль от Госуслуг поменял на {pw}",
    "het wachtwoord van DigiD is {pw}",
    "hasło do ePUAP: {pw}",
    "e-Devlet şifrem {pw}",
    "Sigrun: nýja lykilorðið á þjóninum er {pw}",
    "Vasilka: serverin yeni parolu {pw}",
    "Zelimkhan: серверан керла пароль {pw}",
    "Bembya: серверин шин нууц үг {pw}",
    "Ashanti: a nyun pasword fu a server na {pw}",
    "Wanjiru: kiugo kĩa hitho kĩerũ kĩa server nĩ {pw}",
    "Olena: нове гесло до сервера {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["sigrun.j", "einar", "todur", "vasilka.c", "zelimkhan", "madina.d", "bembya",
          "altana", "winston.k", "ashanti", "wanjiru", "kamau.n", "nayra", "wayra", "mykola",
          "olena.p", "svc-octoprint", "admin"]  # fmt: skip
_LOGINS = [
    "Jami: Altana says the Metabase login is {u} / {pw}",
    "ticket #9190: {u} can't log in, old password {pw}",
    "user: {u} | pass: {pw}",
    "SiYuan › Homelab › Proxmox: {u} — {pw}",
    "| host | login | password |\n|---|---|---|\n| pve-2 | {u} | {pw} |",
    "sign in as {u} with {pw} on the staging Forgejo",
    "MikroTik hAP creds: {u}:{pw}",
    "username = {u}\npassword = {pw}",
    '{{"user": "{u}", "pass": "{pw}"}}',
    "Revolt: account {u}, pw {pw}",
    "Nayra says the SFTP account is {u} and the password {pw}",
    "notandanafn: {u}, lykilorð: {pw}",
    "kullanıcının adı: {u}, parol: {pw}",
    "декъашхочун цӀе: {u}, пароль: {pw}",
    "олзлачин нерн: {u}, нууц үг: {pw}",
    "a nen fu a user: {u}, pasword: {pw}",
    "rĩĩtwa rĩa mũhũthĩri: {u}, kiugo kĩa hitho: {pw}",
    "apnaqiri sutipa: {u}, jamasat aru: {pw}",
    "мено хоснователя: {u}, гесло: {pw}",
    "usuario {u} y clave {pw}",
    "Benutzer {u}, Kennwort {pw}",
    "identifiant : {u} — mot de passe : {pw}",
    "login {u} e senha {pw}",
    "kullanıcı adı {u}, şifre {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["hangikjot", "plachinta", "kaurma", "zhizhig", "galnash", "dzhomba", "githeri",
               "mukimo", "chairo", "komrat", "elista", "nyeri"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} followed by {d}",
    "password: {w} all lowercase and then {d}",
    "for the label printer it's {w} and {d} at the end",
    "the router admin password is {w} with {d} tacked on",
    "voice note: password is {w} then {d}, no spaces",
    "spelled out it's {w}, then the digits {d}",
    "Lykilorðið er orðið {w} og svo {d}",
    "Parol — {w} laflan, sora {d}",
    "Пароль — {w} дош, цул тӀаьхьа {d}",
    "Нууц үг — {w} гидг үг, дарунь {d}",
    "A pasword na a wortu {w} nanga {d} baka en",
    "Kiugo kĩa hitho nĩ {w} na thuutha {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "crane auth login registry.geysir.lan -u {u} -p {pw}",
    "helm registry login registry.geysir.lan --username {u} --password {pw}",
    "mysql --host=db2.geysir.lan --user={u} --password={pw} farm",
    "PGPASSWORD={pw} psql -h pg1.geysir.lan -U {u} -d farm -c 'select 1'",
    "curl --user {u}:{pw} https://artifactory.geysir.lan/api/system/ping",
    "aria2c --http-user={u} --http-passwd={pw} https://mirror.geysir.lan/img/pi.img.xz",
    "lftp -u {u},{pw} sftp://files.geysir.lan",
    "sshpass -p '{pw}' ssh {u}@octo.geysir.lan",
    "mongosh 'mongodb://db3.geysir.lan' -u {u} -p {pw} --authenticationDatabase admin",
    "valkey-cli -h cache.geysir.lan -a {pw} INFO",
    "restic -r sftp:{u}@nas.geysir.lan:/backup snapshots  # RESTIC_PASSWORD={pw}",
    "rdesktop -u {u} -p {pw} win10.geysir.lan",
    "7z a -p{pw} -mhe=on farm.7z farm/",
    "gpg --batch --passphrase {pw} -c farm.sql",
    "openssl pkcs12 -export -in farm.crt -inkey farm.key -out farm.p12 -passout pass:{pw}",
    "ldapsearch -x -H ldap://dir.geysir.lan -D cn={u},dc=geysir -w {pw} '(uid=*)'",
    "mosquitto_sub -h mqtt.geysir.lan -u {u} -P {pw} -t 'shellies/#'",
    "mount -t cifs //nas.geysir.lan/share /mnt/share -o username={u},password={pw}",
    "net user {u} {pw} /add",
    "chpasswd <<< '{u}:{pw}'",
    "printf '%s\\n' '{pw}' | sudo -S apt upgrade -y",
    "racadm -r idrac.geysir.lan -u {u} -p {pw} serveraction powercycle",
    "nerdctl login registry.geysir.lan -u {u} -p {pw}",
    "docker run -e POSTGRES_PASSWORD={pw} -d postgres:17",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "elvish history:\n{c}", "~> {c}", "ysh$ {c}", "murex » {c}",
    "Woodpecker step log:\n+ {c}", "GitHub Actions run: |\n  {c}", "cron: 0 3 * * * {c}",
    "skipun: {c}", "команда: {c}", "buyruk: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a CI log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg1.geysir.lan:5432/farm",
    "mysql://{u}:{pw}@db2.geysir.lan/farm?charset=utf8mb4",
    "amqps://{u}:{pw}@rabbit.geysir.lan/farm",
    "mongodb+srv://{u}:{pw}@cluster0.geysir.lan/farm",
    "https://{u}:{pw}@forgejo.geysir.lan/ops/printers.git",
    "sftp://{u}:{pw}@files.geysir.lan:22/upload",
    "redis://{u}:{pw}@cache.geysir.lan:6379/2",
    "nats://{u}:{pw}@nats.geysir.lan:4222",
    "imaps://{u}:{pw}@mail.geysir.lan:993",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "Moonraker [database] url: {c}", "odbc.ini: Connection = {c}",
    "save this connection string: {c}", "tengistrengur: {c}", "баглаш мөр: {c}",
    "Pkl: url = \"{c}\"", "Dhall: let dbUrl = \"{c}\"",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Lusha", "LUSHA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("ZeroBounce", "ZEROBOUNCE_API_KEY", _j((HEX, 32))),
    ("NeverBounce", "NEVERBOUNCE_API_KEY", _j("secret_", (HEX, 32))),
    ("Kickbox", "KICKBOX_API_KEY", _j("live_", (HEX, 64))),
    ("Emailable", "EMAILABLE_API_KEY", _j("live_", (ALNUM, 20))),
    ("Smartcar", "SMARTCAR_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Numverify", "NUMVERIFY_ACCESS_KEY", _j((HEX, 32))),
    ("Currencylayer", "CURRENCYLAYER_ACCESS_KEY", _j((HEX, 32))),
    ("Bitly", "BITLY_ACCESS_TOKEN", _j((HEX, 40))),
    ("Rebrandly", "REBRANDLY_API_KEY", _j((HEX, 32))),
    ("Proxycurl", "PROXYCURL_API_KEY", _j((URLSAFE, 22))),
    ("Diffbot", "DIFFBOT_TOKEN", _j((HEX, 32))),
    ("ZenRows", "ZENROWS_API_KEY", _j((HEX, 40))),
    ("ScraperAPI", "SCRAPERAPI_KEY", _j((HEX, 32))),
    ("Scrapfly", "SCRAPFLY_KEY", _j("scp-live-", (HEX, 32))),
    ("Webshare", "WEBSHARE_API_KEY", _j((LOWER_DIGITS, 40))),
    ("ShipEngine", "SHIPENGINE_API_KEY", _j("TEST_", (ALNUM + "+", 43))),
    ("Delhivery", "DELHIVERY_API_TOKEN", _j((HEX, 40))),
    ("Easyship", "EASYSHIP_API_TOKEN", _j("prod_", (URLSAFE, 44))),
    ("Gelato", "GELATO_API_KEY", lambda g: v.uuid4(g, "c") + ":" + v.uuid4(g, "d")),
    ("Mindee", "MINDEE_API_KEY", _j((HEX, 32))),
    ("Affinda", "AFFINDA_API_KEY", _j("aff_", (HEX, 40))),
    ("Nanonets", "NANONETS_API_KEY", _j((ALNUM, 32))),
    ("Telesign", "TELESIGN_API_KEY", _j((B64, 86), "==")),
    ("Unifonic", "UNIFONIC_APP_SID", _j((ALNUM, 30))),
    ("Fast2SMS", "FAST2SMS_API_KEY", _j((ALNUM, 80))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "elvish rc.elv:\nset-env {env} {tok}",
    "Woodpecker secret {env}: {tok}",
    "printer.cfg:\n[{slug}]\napi_key: {tok}",
    "Pkl:\n{slug} {{ apiKey = \"{tok}\" }}",
    "CUE: {slug}: key: \"{tok}\"",
    "odbc.ini:\n[{slug}]\nToken = {tok}",
    "Jami from Einar: rotated the {vendor} key, the live one is {tok}",
    "ticket #9201: {vendor} calls return 403, key in use {tok}",
    "UpNote — {vendor} secret {tok}",
    "keep my {vendor} API key safe for me: {tok}",
    "SiYuan › Integrations › {vendor}: {tok}",
    "API-lykill fyrir {vendor}: {tok}",
    "{vendor} API açarı: {tok}",
    "{vendor} API догӀа: {tok}",
    "{vendor} API түлкүр: {tok}",
    "a API sroto fu {vendor}: {tok}",
    "kĩhingũro kĩa API kĩa {vendor}: {tok}",
    "{vendor} API llavipa: {tok}",
    "API ключ од {vendor}: {tok}",
    "API anahtarı ({vendor}): {tok}",
    "{vendor}のAPIトークン：{tok}",
    "{vendor} API 키 = {tok}",
    "Klucz API {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    sc_public, sc_secret = _r(rng, HEX, 32), _r(rng, HEX, 32)
    webshare = _plain_pw(rng)
    veryfi_id, veryfi_key = "vrf" + _r(rng, ALNUM, 37), _r(rng, HEX, 32)
    routee_id, routee_secret = _r(rng, HEX, 24), _r(rng, ALNUM, 30)
    zb = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f"SENDCLOUD_PUBLIC_KEY={sc_public}\nSENDCLOUD_SECRET_KEY={sc_secret}", sc_secret),
        Sample("vendor_token", f"curl -x http://farm-rotate:{webshare}@p.webshare.io:80 https://ipv4.webshare.io/", webshare),
        Sample("vendor_token", f"veryfi.yml\nclient_id: {veryfi_id}\napi_key: {veryfi_key}", veryfi_key),
        Sample("vendor_token", f"curl -u {routee_id}:{routee_secret} -X POST https://auth.routee.net/oauth/token", routee_secret),
        Sample("vendor_token", f"curl 'https://api.zerobounce.net/v2/validate?api_key={zb}&email=x@geysir.lan'", zb),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    pairs = [(vendor, template) for vendor in _VENDORS for template in _NAMED]
    for (vendor, env, make), template in rng.sample(pairs, n - len(out)):
        tok = make(rng)
        slug = re.sub(r"[^a-z0-9]+", "_", vendor.lower()).strip("_")
        out.append(
            Sample("vendor_token", template.format(vendor=vendor, env=env, slug=slug, tok=tok), tok)
        )
    return out


_BARE_PLACES = ["{t}", "Jami: {t}", "copied from the dashboard:\n{t}", "lykill: {t}",
                "догӀа: {t}", "{t}\n(this is shown only once)", "sroto: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 52)), _j((URLSAFE, 24), ".", (URLSAFE, 48)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 60)), _j((B64, 64)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "SECRET_KEY_BASE={h}": 128,
    "CUE: signingKey: \"{h}\"": 64,
    "Moonraker [authorization] api_key_secret: {h}": 32,
    "mumble-server.ini: registerPassword hash {h}": 64,
    "Dhall: let sessionKey = \"{h}\"": 64,
    "dulkóðunarlykill afritsins: {h}": 64,
    "резерв копин шифрлх түлкүр: {h}": 64,
    "a sroto fu a backup encryptie: {h}": 32,
    "SiYuan: AES key for the offsite bucket {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket #9215: token from the iOS console log {t}",
    "Cookie: session={t}",
    "OCTOPRINT_JWT={t}",
    "hang on to this access token {t}",
    "aðgangstóki: {t}",
    "a token fu a app: {t}",
    "Icecast log: client sent Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_784_000_000 + rng.randrange(8_000_000)
    alg = ["ES256", "RS512", "HS384"][index % 3]
    claims: dict[str, Any] = {
        "sub": v.uuid4(rng, "e"),
        "iat": issued,
        "exp": issued + 3600,
    }
    if index % 2 == 0:
        claims |= {"iss": "https://sso.geysir.lan", "aud": "farm", "scope": "print:write"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, ALNUM, 12)}
    return {"t": _jwt_of(rng, header, claims, {"ES256": 86, "RS512": 342, "HS384": 64}[alg])}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "Woodpecker secret 'deploy_key' (pasted from the UI):\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "ignition.yaml:\nstorage:\n  files:\n    - path: /etc/farm/tls.key\n      contents:\n        inline: |\n          {key}": ("PRIVATE KEY", "\n          "),
    '{{"private_key": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "cat > /etc/dovecot/private/farm.key <<EOF\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket #9220, the key is in the body:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "Einkalykill þjónsins, ekki deila:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Серверан къайлаха догӀа:\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEIB", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFHzBJBgkqhkiG9w0BBQ0wPDAb"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [f"-----BEGIN {kind}-----"] + [body[k : k + 64] for k in range(0, len(body), 64)]
    lines += [_r(rng, B64, 36) + "==", f"-----END {kind}-----"]
    return {"key": joiner.join(lines), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Coldcard backup, typing it in before I burn the paper: {p}": "english",
    "Tangem backup words\n{p}": "english",
    "please remember my Electrum seed: {p}": "english",
    "Exodus recovery phrase: {p}": "english",
    "voice note: the Zengo words are {p} and that's the lot": "english",
    "UpNote — old Rabby wallet, now cold {p}": "english",
    "endurheimtarorð veskisins: {p}": "english",
    "a seed fu mi wallet: {p}": "english",
    "frase semilla de la billetera: {p}": "spanish",
    "Wiederherstellungsphrase der Wallet: {p}": "english",
    "phrase de récupération du portefeuille : {p}": "french",
    "ウォレットの復元フレーズ：{p}": "japanese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in set(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = str(_MNEMO[lang].to_mnemonic(entropy))
    words = phrase.split("\u3000") if "\u3000" in phrase else phrase.split(" ")
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        " | ".join(f"{k}:{w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Jami — Ashanti: the company Visa for the OVH invoice is {c}, exp {mm}/{yy}",
    "keep my backup card for me: {c} valid thru {mm}/{yy}",
    "card no: {c}\nvalid: {mm}/{yy}",
    "ticket #9230: please refund card {c}",
    "kortanúmer: {c}, gildir til {mm}/{yy}",
    "kartanın numarası: {c}",
    "картан номер: {c}, {mm}/{yy}",
    "картин тоот: {c}",
    "karta nomru: {c}",
    "namba ya kadi: {c}, {mm}/{yy}",
    "tarjeta jakhupa: {c}",
    "чісло карты: {c}, до {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay", "maestro", "diners"][
        index % 8
    ]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, [" ", "", "-", " ", "."][index % 5], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(27, 34))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} 09/30, CVC {cvv}", "security code on the back: {cvv}",
               "Amex {c}, 4-digit code on the front {cvv}", "öryggisnúmer aftan á kortinu: {cvv}",
               "a kode na baka fu a karta: {cvv}", "el código de seguridad: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    code = _r(rng, D, 4 if brand == "amex" else 3)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_BBANS = {"IS": "n" * 22, "GL": "n" * 14, "TL": "n" * 19, "ST": "n" * 21, "SD": "n" * 14,
          "NI": "aaaa" + "n" * 20, "SO": "n" * 19}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    alphabet = {"a": UPPER, "n": D, "c": UPPER_DIGITS}

    def make(g: random.Random) -> str:
        bban = "".join(g.choice(alphabet[c]) for c in _BBANS[country])
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice 2026-1187: pay to {i} within 14 days",
    "save the Nuuk supplier's IBAN: {i}",
    "IBAN: {i}\nreference: printer lease November",
    "Revolt #finance: new bank details, IBAN {i}",
    "IBAN-númerið mitt: {i}",
    "benim IBAN numaram: {i}",
    "сан IBAN: {i}",
    "мини IBAN: {i}",
    "mi IBAN nomru: {i}",
    "IBAN yakwa: {i}",
    "мій IBAN: {i}",
    "IBAN para la devolución: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, list(_BBANS)[index % len(_BBANS)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _uen(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        if r.random() < 0.5:
            return _r(r, D, 8) + _r(r, UPPER, 1)
        return str(r.randrange(1990, 2026)) + _r(r, D, 5) + _r(r, UPPER, 1)

    return v.until(g, make, sg_uen.is_valid)


def _peid(g: random.Random) -> str:
    return v.until(g, _j((D, 12)), li_peid.is_valid)


def _ogrn(g: random.Random) -> str:
    return v.until(g, _j("1", (D, 12)), ru_ogrn.is_valid)


def _edrpou(g: random.Random) -> str:
    return v.until(g, _j((D, 8)), ua_edrpou.is_valid)


def _idnp(g: random.Random) -> str:
    return "2" + _r(g, D, 12)


def _ke_id(g: random.Random) -> str:
    return _r(g, "123456789", 1) + _r(g, D, 7)


def _bo_ci(g: random.Random) -> str:
    return _r(g, "123456789", 1) + _r(g, D, 6) + " " + g.choice(["LP", "OR", "PT", "CB"])


def _sr_id(g: random.Random) -> str:
    return _r(g, UPPER, 2) + _r(g, D, 6)


def _passport(g: random.Random) -> str:
    return _r(g, UPPER, 1) + _r(g, D, 7) if g.random() < 0.5 else _r(g, D, 2) + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "UEN of the Singapore subsidiary: {s}": _uen,
    "Singapore UEN {s} for the invoice header": _uen,
    "our vendor's UEN is {s}": _uen,
    "PEID: {s}": _peid,
    "Liechtenstein PEID for the registration form: {s}": _peid,
    "ОГРН организации: {s}": _ogrn,
    "Russian OGRN {s}": _ogrn,
    "код ЄДРПОУ: {s}": _edrpou,
    "Ukrainian EDRPOU code of the supplier: {s}": _edrpou,
    "IDNP-m: {s}": _idnp,
    "Moldovan IDNP {s}": _idnp,
    "codul personal (IDNP): {s}": _idnp,
    "namba ya kĩbandũ: {s}": _ke_id,
    "my Kenyan ID number is {s}": _ke_id,
    "cédula de identidad: {s}": _bo_ci,
    "carnet jakhupa: {s}": _bo_ci,
    "ID-karta nomru: {s}": _sr_id,
    "Surinamese ID card no. {s}": _sr_id,
    "vegabréfsnúmer: {s}": _passport,
    "паспортин тоот: {s}": _passport,
    "paspoort nomru: {s}": _passport,
    "número de pasaporte: {s}": _passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Google backup codes: {codes}", "Mail.ru recovery codes\n{codes}",
            "1Password — two-factor backup codes {codes}", "varakóðar fyrir 2FA:\n{codes}",
            "2FA yedek kodları: {codes}", "2FA нөөц кодмуд: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Forgejo:einar?secret={s}&issuer=Forgejo&digits=6",
              "2FA setup key for Mail.ru: {s}", "TOTP secret (Keycloak): {s}",
              "leynilykill fyrir 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Revolt login code", "Ihr Bestätigungscode lautet {c}",
          "staðfestingarkóði: {c}", "onay kodu: {c}", "namba ya gũtigithia: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, (index + 1) % 4)
    sep = [" ", "\n", "; ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family(
    "otp_secret", _SEEDS_2FA, lambda g, i, t: {"s": v.totp_secret(g, spaced=i % 2 == 0 and "otpauth" not in t)}, "s"
)  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Siminn-2G-88", "Vodafone_IS_5G", "Moldtelecom_7F", "Orange-Komrat", "Telkom_Lagan",
          "Telesur_Home", "Safaricom-Nyeri", "Tigo_ElAlto"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\nPSK: {pw}",
    "guest wifi {s}, pw {pw}",
    "the wifi at the Akureyri cabin: {s} / {pw}",
    "nmcli dev wifi connect {s} password {pw}",
    "Klipper host wpa_supplicant: ssid=\"{s}\" psk=\"{pw}\"",
    "WPA key on the router sticker: {pw}",
    "lykilorð fyrir þráðlausa netið {s}: {pw}",
    "wifi {s} parolu: {pw}",
    "wifi {s} пароль: {pw}",
    "wifi {s} нууц үг: {pw}",
    "a pasword fu a wifi {s}: {pw}",
    "kiugo kĩa hitho kĩa wifi {s}: {pw}",
    "wifi {s} jamasat arupa: {pw}",
    "гесло до wifi {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.35:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("scp-live-", (HEX, 32)), _j("aff_", (HEX, 40)), _j((HEX, 40)),
                 _j("live_", (HEX, 64)), _j("secret_", (HEX, 32))]  # fmt: skip
_SPELL = ["I'll read it out: {t}", "[dictation] {t}", "(spaced out so it doesn't autocomplete) {t}",
          "lykillinn, staf fyrir staf: {t}", "a sroto, letter fu letter: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 3 == 1:
        return {"t": " ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    sep = [" ", "-", " · "][index % 3]
    return {"t": sep.join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["hurðarkóði: {pw}", "kapunun kodu: {pw}", "неӀаран код: {pw}", "үүднә код: {pw}",
          "a kode fu a doro: {pw}", "namba ya hitho ya mũrango: {pw}", "punku kodigopa: {pw}",
          "код од дверей: {pw}", "the lockbox code is {pw}", "garage keypad is {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 4, 6, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["geyser", "lava", "puffin", "steppe", "vineyard", "tulip", "mango", "llama",
                 "condor", "acacia", "glacier", "saffron", "kettle", "harbor", "lantern", "quinoa"]  # fmt: skip
_PHRASES = {"LUKS passphrase for the backup disk: {p}": " ", "passphrase of the Bitwarden export: {p}": " ",
            "restic repository passphrase: {p}": "-", "GPG key passphrase: {p}": " ",
            "lykilsetning disksins: {p}": " ", "a sroto zin fu a disk: {p}": "-",
            "la frase de paso del disco: {p}": "."}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://artifactory.geysir.lan/api/system/ping": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Authorization: Bearer {v}": False,
    "http GET https://api.geysir.lan/v2/printers 'Authorization: Bearer {v}'": False,
    "Node-RED http request headers: {{\"Authorization\": \"Basic {v}\"}}": True,
    "axios.get(url, {{ headers: {{ Authorization: 'Bearer {v}' }} }})": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, URLSAFE, HEX][index % 3], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "~/.my.cnf:\n[client]\nuser = farm\npassword = {pw}",
    "spring.datasource.password={pw}",
    "~/.netrc:\nmachine forgejo.geysir.lan login ci password {pw}",
    "/etc/postfix/sasl_passwd:\n[smtp.geysir.lan]:587 alerts@geysir.lan:{pw}",
    "odbc.ini:\n[farm]\nDriver = PostgreSQL\nUID = farm\nPWD = {pw}",
    "icecast.xml: <source-password>{pw}</source-password>",
    "mumble-server.ini:\nserverpassword={pw}",
    "sip.conf:\n[printerdesk]\ntype=friend\nsecret={pw}",
    "dovecot: passdb {{ args = password={pw} }}",
    "smb.conf: ldap admin password = {pw}",
    "octoprint config.yaml:\nwebcam:\n  stream_password: {pw}",
    "moonraker.conf:\n[mqtt]\nusername: klipper\npassword: {pw}",
    "CUE:\ndb: password: \"{pw}\"",
    "Pkl:\ndb {{ password = \"{pw}\" }}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  password = \"{pw}\"",
    "appsettings.json: \"ConnectionStrings\": {{ \"Farm\": \"Server=db2;User Id=farm;Password={pw};\" }}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Wanjiru: what's the password for the 3D printer?\nKamau: {pw}",
    "[14:02] nayra: pw for the jump host?\n[14:03] wayra: {pw}",
    "Mykola: {pw} is the new WireGuard admin password",
    "Altana: just type {pw}, that's the root one",
    "Einar: nýja lykilorðið {pw}",
    "Todur: yeni parol {pw}",
    "Madina: керла пароль {pw}",
    "Bembya: шин нууц үг {pw}",
    "Winston: a nyun pasword na {pw}",
    "Olena: нове гесло {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\u00adwd = {pw}", "lykil\u200borð: {pw}", "password%3D{pw}",
    "password&#x3A; {pw}", "ｐａｓｓｗｏｒｄ：{pw}", "par\ufeffol: {pw}", "гес\u200cло: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout21's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the password for the Paperless admin is": "{s}", "Pi-hole web pw:": "{s} (since Friday)",
    "Lykilorðið að tölvupóstinum mínum er": "{s}", "BMC ADMIN password": "{s}\nchange after the maintenance",
    "parol:": "{s}", "нууц үг:": "{s}", "гесло:": "{s}",
    "OctoPrint admin password": "{s}", "the password Wanjiru read out on the call was": "{s}, I think",
    "kiugo kĩa hitho:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Scrapfly API key", "{s}", _j("scp-live-", (HEX, 32))),
    ("split_token", "Kickbox key:", "{s} (prod)", _j("live_", (HEX, 64))),
    ("split_token", "ZenRows API key", "{s}", _j((HEX, 40))),
    ("split_seed", "endurheimtarorð", "{s}", _english_seed),
    ("split_card", "card no.", "{s} valid 11/31", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IS"))),
    ("split_backup", "Google backup codes", "{s}\n4821 9930\n1177 0452", lambda g: _r(g, D, 4) + " " + _r(g, D, 4)),
    ("split_otp", "TOTP setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ОГРН", "{s}", _ogrn),
    ("split_phrase", "LUKS passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"bmc": {"host": "10.61.2.14", "root_pw": "{s}"}}': ("meta_password", _plain_pw),
    '{"lykilorð": "{s}"}': ("meta_password", _plain_pw),
    '{"auth": {"login": "wanjiru", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"nodes": [{"name": "p1"}, {"name": "p2", "admin_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"cmd": ["psql", "-U", "farm", "--password={s}"]}': ("meta_password", _plain_pw),
    '{"memo": "parol: {s}"}': ("meta_password", _plain_pw),
    '{"гесло": "{s}"}': ("meta_password", _plain_pw),
    '{"voice": "sign in as kamau, password {s}"}': ("meta_password", _plain_pw),
    '{"kickbox": {"api_key": "{s}"}}': ("meta_token", _j("live_", (HEX, 64))),
    '{"affindaKey": "{s}"}': ("meta_token", _j("aff_", (HEX, 40))),
    '{"scrapfly_key": "{s}"}': ("meta_token", _j("scp-live-", (HEX, 32))),
    '{"http": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((URLSAFE, 50))),
    '{"payment": {"card_number": "{s}", "exp": "02/30"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"payout": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GL")),
    '{"company": {"uen": "{s}"}}': ("meta_id", _uen),
    '{"2fa": {"recovery": ["{s}", "63029184", "51840267"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"session_secret": "{s}"}': ("meta_key", lambda g: v.hex_key(g, 64)),
    '{"house": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Siminn-2G-88", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pydantic-2.11.7-py3-none-any.whl").hexdigest()
_NPM_SHA512 = base64.b64encode(hashlib.sha512(b"react-19.1.0.tgz").digest()).decode()
_GO_SUM = base64.b64encode(hashlib.sha256(b"golang.org/x/net v0.42.0").digest()).decode()
_IMAGE = hashlib.sha256(b"docker.io/library/postgres:17.5").hexdigest()
_COMMIT = hashlib.sha1(b"farm: add the klipper macros", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"octoprint: pin 1.11", usedforsecurity=False).hexdigest()[:9]
_MD5_IMG = hashlib.md5(b"raspios-bookworm-arm64-lite.img.xz", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Google password before flying to Reykjavik on 2026-12-18.",
    "Kamau asked for the wifi password; it's written on the fridge magnet.",
    "Policy: passwords at least 14 characters, stored only in the team vault.",
    "Please don't send passwords over Jami; use a self-destructing link.",
    "The `.env.example` line `SCRAPFLY_KEY=<your-key>` is a placeholder; the real key is in the vault.",
    "`POSTGRES_PASSWORD: example` in the sample compose file is just a placeholder.",
    "Swap REPLACE_WITH_TOKEN in the docs for a token from Account → API.",
    "KICKBOX_API_KEY and DIFFBOT_TOKEN have to be set before the job runs.",
    "Aldrei segja neinum lykilorðið þitt.",
    "Parolunu kimseyä söleme.",
    "Хьайн пароль цхьаьнгге а ма алалахь.",
    "Нууц үгән кенд чигн бичә келтн.",
    "No taki yu pasword gi nowan.",
    "Ndũkoigĩre mũndũ kiugo gĩaku kĩa hitho.",
    "Jamasat arumax janiw khitirus yatiyamti.",
    "Никому не гварь свойо гесло.",
    "La clave tiene que tener por lo menos diez caracteres.",
    "Das Kennwort läuft nach 90 Tagen ab.",
    "Le mot de passe doit comporter une majuscule.",
    "A senha precisa de pelo menos um símbolo.",
    "Upgraded Forgejo from 11.0.2 to 12.0.1 and Zabbix to 7.4.1 over the weekend.",
    f"commit {_COMMIT} adds the Klipper macros.",
    f"Reverted to {_SHORT} after the OctoPrint pin broke the webcam.",
    f"requirements.txt: pydantic==2.11.7 --hash=sha256:{_WHEEL_SUM}",
    f'package-lock.json: "integrity": "sha512-{_NPM_SHA512}"',
    f"go.sum: golang.org/x/net v0.42.0 h1:{_GO_SUM}",
    f"The farm database image is postgres@sha256:{_IMAGE}.",
    f"MD5 of the Pi image is {_MD5_IMG}, same as on the download page.",
    "Trace id 7c41e0b2-5d8f-4a3e-9b16-0f2d83a5c9e4 is the slow request.",
    "Order 302-7718264-1159047 ships Monday.",
    "ticket #9182: Paperless shows an empty inbox after the upgrade.",
    "Call the Nyeri office on +254 20 765 4412 before noon.",
    "Parcel RR593018274IS is waiting at the Akureyri post office.",
    "Router: MikroTik hAP ax3, RouterOS 7.19.3.",
    "The ThinkCentre needs BIOS M3AKT5FA before the new SSD works.",
    "After five wrong passwords the account is locked for 30 minutes.",
    "The model takes 200k tokens of context and returns at most 16,384.",
    "The secret to good berigi is a hot stone oven.",
    "Ask Nayra for the gate code, I don't have it.",
    "My card ending 7719 was declined at the Komrat market.",
    "The bank form wants the IBAN in groups of four.",
    "Print the backup codes and keep them in the safe.",
    "No one from support will ever ask for your recovery words.",
    "Keep `SHIPENGINE_API_KEY` in the secrets store, never in git.",
    "The keypad beeps twice when the code is wrong.",
    "v3.8.0-rc.2 fixes the API key rotation page.",
    "Workspace id 4e9d2a71-b3c6-4f08-8a15-c7e0d2b96f31 appears in every link and is public.",
    "The café wifi 'Paramaribo-Free' is open, no password needed.",
    "Retro moved to 2026-12-09 14:00 EAT, room Lagan.",
    "Il codice PIN non deve essere una data di nascita.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_updated": "2026-11-22T08:40:00Z", "password_min_length": 14}',
    '{"secret_path": "vault/prod/kickbox", "rotation_days": 90}',
    f'{{"commit": "{_COMMIT}", "pipeline": 1204}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pydantic", "version": "2.11.7"}}',
    '{"ticket": "9182", "order": "302-7718264-1159047"}',
    '{"router": {"model": "hAP ax3", "routeros": "7.19.3"}}',
    '{"phone": "+254 20 765 4412", "city": "Nyeri"}',
    '{"two_factor": true, "backup_codes_left": 8, "max_output_tokens": 16384}',
    '{"trace_id": "7c41e0b2-5d8f-4a3e-9b16-0f2d83a5c9e4", "latency_ms": 1875}',
    '{"env_example": "SCRAPFLY_KEY=<your-key>", "ssid": "Paramaribo-Free", "open": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
