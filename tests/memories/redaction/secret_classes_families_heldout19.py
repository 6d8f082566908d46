# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, nineteenth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
issue's goal, the eighteenth held-out corpus as a format example, the fifth to seventeenth only to
search them for the languages, wordings, tools, vendors, id kinds and IBAN countries already used
(to use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the offline miner, the tuning corpus,
the round corpora, their tests nor the reports, and the scrubber was never run on it. Its own
seed, password words, names, places, templates, tools, vendors and layouts, the way people leak
secrets into an assistant's memory: Tox, WeChat, Workvivo, Spike, Missive, Berty and Skiff
pastes, notes to self, incident write-ups, MantisBT tickets, Planka cards, e-mails, runbooks,
fish and bash history, Dockerfiles, compose files, Kubernetes, Helm, Terraform, Ansible, Salt,
Chef and Puppet snippets, logs of Gitea Actions and Vela, .env, .ini, .toml, .yaml,
.properties, .netrc and XML configs, app configs, README fragments, voice-dictated text and
requests to the assistant itself. About 60 % English (or language-neutral config and shell),
the rest in Basque, Galician, Latvian, Slovene, Georgian, Armenian, Esperanto and Afrikaans
(first used here: no earlier docstring names them), and Spanish, German, French, Brazilian
Portuguese, Italian, Russian, Dutch, Turkish, Indonesian and Chinese in wordings of their own.
Vendors (Dub, Creem, Buttondown, Stigg, Kit, Crisp, Chatwoot, Missive, Pirsch, Tally, Trieve,
Vectara, Mixedbread, Nebius, Lambda, Bytescale, api.video, Transloadit, Vimeo, Wistia) are ones heldouts
5 to 18 do not name; the national ids are kinds they do not use (Taiwanese national id and
Singapore NRIC with their check characters, Georgian personal numbers and Armenian, Latvian and
Slovene passports, which carry none). Every IBAN country python-stdnum knows is in some earlier
corpus; for lack of time the countries were not counted against them but picked as likely among
the least used (Georgia and Latvia, to go with the languages, Vatican City, Saint Lucia,
Mongolia and Burundi). Measured once; a miss here is reported, not tuned on.
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

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 19_447_203
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
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


_FOODS = ["Marmitako", "Txakoli", "Filloas", "Lacon", "Rupjmaize", "Pelmeni", "Potica",
          "Struklji", "Khachapuri", "Churchkhela", "Lavash", "Gata", "Bobotie", "Koeksister",
          "Melktert", "Piperrada"]  # fmt: skip
_PLACES = ["Getaria", "Bermeo", "Ourense", "Betanzos", "Cesis", "Talsi", "Piran", "Bled",
           "Kutaisi", "Batumi", "Gyumri", "Dilijan", "Stellenbosch", "Knysna", "Zarautz"]  # fmt: skip
_NAMES = ["Itziar", "Koldo", "Uxia", "Brais", "Laima", "Janis", "Urska", "Matic", "Nino",
          "Levan", "Anahit", "Tigran", "Ludoviko", "Riaan", "Annelie"]  # fmt: skip
_SYMBOLS = "!$%&*#@+=?^"

# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLACES)}{g.choice(_SYMBOLS)}{g.choice(_FOODS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES)}.{g.randrange(1961, 2024)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 7) + g.choice(_SYMBOLS) + _r(g, ALNUM, 7),
    lambda g: g.choice(_FOODS).lower() + g.choice(["_", ".", "-"]) + g.choice(_PLACES).lower() + _r(g, D, 3),
    lambda g: g.choice(["Kh4ch4pur1", "M4rm1t4k0", "B0b0t13", "P0t1c4", "L4v4sh", "Txak0l1"]) + _r(g, D, 2) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(['Green', 'Sleepy', 'Brave', 'Windy'])}{g.choice(['Heron', 'Lynx', 'Otter', 'Ibex'])}{g.choice(_SYMBOLS)}{g.randrange(100, 9999)}",
    lambda g: _r(g, URLSAFE, 22),
    lambda g: "-".join(w.lower() for w in g.sample(_FOODS, 3)) + str(g.randrange(10, 99)),
    lambda g: _r(g, LOWER, 3) + _r(g, UPPER, 3) + g.choice(_SYMBOLS) + _r(g, D, 5),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Tox group 'lab': Levan says the Paperless-ngx admin password is {pw}",
    "MantisBT #2231: customer cannot reach the Jellyseerr UI; their password was reset to {pw}",
    "WeChat from Anahit: password for the family Immich is {pw}",
    "note to self: Bitwarden master password (old vault) {pw}",
    "Hi Riaan,\n\nthe UniFi controller password after the restore is {pw}\nplease rotate it once you're in.\n\nAnnelie",
    "Outage write-up 2026-11-26: the Cockpit console on :9090 took password {pw} from anywhere",
    "remember that my Proton Pass unlock password is {pw}",
    "keep this for me: the Hikvision DVR admin password is {pw}",
    "Runbook: OPNsense\n1. console menu, option 3\n2. reset root password\n3. new one: {pw}",
    "README (local dev)\nOpen http://localhost:8096 and log in to Jellyfin with password `{pw}`.",
    "Workvivo post in #it-help: the meeting room NUC password is {pw}",
    "MantisBT #2240 note: `DB_PASSWORD = \"{pw}\"` found in settings_local.py, scrub the history",
    "Planka card 'Wiki move': BookStack admin password is {pw}, for now",
    "could you save my iCloud password? it is {pw}",
    "MantisBT #2251: the Authentik recovery link still accepts the old password {pw}",
    "the Zabbix Admin password is {pw}, Matic changed it yesterday",
    "KeePassXC database password (home server): {pw}",
    "after flashing OpenWrt the LuCI password is {pw}",
    "Handover: Graylog admin password is {pw}",
    "I've set the Gandi mail password to {pw}",
    "* Password -> {pw}",
    "Berty group 'infra': the Matrix registration secret is still {pw} from the test box",
    "password for dad's Kindle account: {pw}",
    "Incident notes: Adminer was exposed with password {pw}",
    "the Valheim server password is {pw}, don't post it in the Discord",
    "Spike thread — Urska: password for the Nextcloud admin user is {pw}",
    "dictated: my Tutanota password is {pw} full stop",
    "Missive shared draft: the Homebox admin password is {pw}",
    "TODO: change the Frigate password ({pw}) after the audit",
    "Skiff note from Tigran: Mealie admin password is now {pw}",
    "Nire posta elektronikoaren pasahitza {pw} da",
    "etxeko routerraren pasahitza: {pw}",
    "O contrasinal do meu correo é {pw}",
    "contrasinal do router da casa: {pw}",
    "Mana e-pasta parole ir {pw}",
    "mājas rūtera parole: {pw}",
    "Geslo za mojo e-pošto je {pw}",
    "geslo za domači usmerjevalnik: {pw}",
    "ჩემი ელფოსტის პაროლია {pw}",
    "სახლის როუტერის პაროლი: {pw}",
    "Իմ էլփոստի գաղտնաբառը {pw} է",
    "տան ռաութերի գաղտնաբառը՝ {pw}",
    "La pasvorto de mia retpoŝto estas {pw}",
    "pasvorto de la hejma enkursigilo: {pw}",
    "My e-pos se wagwoord is {pw}",
    "wagwoord vir die roeteerder by die huis: {pw}",
    "la contraseña del correo de la oficina es {pw}",
    "Passwort fürs Firmen-WLAN-Portal: {pw}",
    "le mot de passe de la box, c'est {pw}",
    "a senha do internet banking é {pw}",
    "пароль от личного кабинета: {pw}",
    "het wachtwoord van de NAS is {pw}",
    "e-devlet şifrem {pw}",
    "kata sandi email kantor: {pw}",
    "Itziar: zerbitzariaren pasahitza aldatu dut, orain {pw}",
    "Brais: o contrasinal novo do servidor é {pw}",
    "Jānis: jaunā servera parole — {pw}",
    "Nino: სერვერის ახალი პაროლი: {pw}",
    "Ludoviko: la nova pasvorto de la servilo estas {pw}",
    "Riaan: die nuwe wagwoord vir die bediener is {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["itziar.e", "koldo", "uxia", "brais.v", "laima", "janis.b", "urska", "matic.k",
          "nino", "levan.g", "anahit", "tigran", "ludoviko", "riaan", "svc-vela", "root"]  # fmt: skip
_LOGINS = [
    "Tox DM from Matic: the Outline login is {u} / {pw}",
    "MantisBT #2260: {u} locked out again, password was {pw}",
    "login={u} password={pw}",
    "Obsidian › Homelab › Proxmox: {u} — {pw}",
    "| system | login | pass |\n|---|---|---|\n| pve-01 | {u} | {pw} |",
    "log in as {u} with {pw} on the staging Gitea",
    "creds for the GL.iNet Flint: {u}:{pw}",
    "user: {u}\npass: {pw}",
    '{{"username": "{u}", "pw": "{pw}"}}',
    "WeChat: account {u}, password {pw}",
    "Koldo says the FTP account is {u} and the password is {pw}",
    "Erabiltzailea: {u}, pasahitza: {pw}",
    "Usuario: {u}, contrasinal: {pw}",
    "lietotājvārds: {u}, parole: {pw}",
    "uporabniško ime: {u}, geslo: {pw}",
    "მომხმარებელი: {u}, პაროლი: {pw}",
    "օգտանուն՝ {u}, գաղտնաբառ՝ {pw}",
    "uzantnomo: {u} — pasvorto: {pw}",
    "gebruikersnaam: {u}, wagwoord: {pw}",
    "usuario {u} con contraseña {pw}",
    "Anmeldename {u}, Passwort {pw}",
    "login : {u} / mot de passe : {pw}",
    "usuário {u} e senha {pw}",
    "kullanıcı adı: {u} şifre: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["marmitako", "txakoli", "filloas", "rupjmaize", "potica", "khachapuri",
               "lavash", "bobotie", "getaria", "piran", "batumi", "knysna"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is just the word {w} and after it {d}",
    "password: {w} in small letters, then {d}",
    "for the alarm app it's {w} followed by the number {d}",
    "the root password is {w} with {d} on the end",
    "voice memo: password is {w} then {d}, together",
    "letter by letter it's {w}, then digits {d}",
    "Pasahitza {w} hitza da, eta gero {d}",
    "O contrasinal é a palabra {w} e despois {d}",
    "Parole ir vārds {w} un tad cipari {d}",
    "Geslo je beseda {w}, potem pa {d}",
    "La pasvorto estas la vorto {w} kaj poste {d}",
    "Die wagwoord is die woord {w} en dan {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "podman login -u {u} -p {pw} registry.home.arpa",
    "skopeo copy --dest-creds {u}:{pw} docker://alpine oci:alpine",
    "openconnect --user={u} vpn.home.arpa <<< '{pw}'",
    "usql pg://{u}:{pw}@pg7.home.arpa/erp",
    "PGPASSWORD={pw} pg_dump -h pg7.home.arpa -U {u} erp > erp.sql",
    "msmtp --host=smtp.home.arpa --user={u} --passwordeval='echo {pw}' ops@home.arpa",
    "curl --user {u}:{pw} https://nexus.home.arpa/service/rest/v1/repositories",
    "aria2c --http-user={u} --http-passwd={pw} https://files.home.arpa/iso/debian.iso",
    "sshpass -p '{pw}' scp backup.tar {u}@vault.home.arpa:/srv",
    "mariadb -u{u} -p{pw} -h db3.home.arpa erp",
    "valkey-cli -h kv.home.arpa --pass {pw} PING",
    "rclone config create nas webdav url https://dav.home.arpa user {u} pass {pw}",
    "rdesktop -u {u} -p {pw} ts02.home.arpa",
    "zip -P {pw} -r payslips.zip payslips/",
    "unrar x -p{pw} archive.rar",
    "jarsigner -keystore release.jks -storepass {pw} app.apk release",
    "ldapwhoami -H ldaps://ldap.home.arpa -D uid={u},ou=people,dc=home -w {pw}",
    "mosquitto_pub -h mqtt.home.arpa -u {u} -P {pw} -t lights/on -m 1",
    "sshfs {u}@nas.home.arpa:/data /mnt/nas -o password_stdin <<< {pw}",
    "influx auth create --username {u} --password {pw}",
    "rabbitmqctl change_password {u} {pw}",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "az login -u {u}@home.onmicrosoft.com -p {pw}",
    "docker run -e MARIADB_ROOT_PASSWORD={pw} -d mariadb:11",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "fish history:\n- cmd: {c}", "~/.bash_history:\n{c}",
    "Gitea Actions job 'deploy' step 4:\n> {c}", "Vela build #88 step 'migrate': + {c}",
    "[vela] running: {c}", "Gitea runner log | {c}", "RUN {c}",
    "agindua: {c}", "a orde foi: {c}", "komanda: {c}", "ukazo: {c}",
    "ბრძანება: {c}", "հրաման՝ {c}", "die opdrag: {c}", "la komando: {c}", "komanda bija: {c}",
]  # fmt: skip

Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a CI log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@pg7.home.arpa:5432/erp",
    "mariadb://{u}:{pw}@db3.home.arpa/erp",
    "amqp://{u}:{pw}@rabbit.home.arpa:5672/vhost",
    "mongodb://{u}:{pw}@mongo1.home.arpa:27017/?authSource=admin",
    "https://{u}:{pw}@gitea.home.arpa/infra/ansible.git",
    "ftps://{u}:{pw}@ftp.home.arpa/in/",
    "rediss://default:{pw}@kv.home.arpa:6380/0",
    "mqtt://{u}:{pw}@mqtt.home.arpa:1883",
    "smb://{u}:{pw}@nas.home.arpa/share",
]  # fmt: skip
_URL_PLACES = [
    "DSN={c}", "Vela secret dump: DB_URL={c}", "Gitea Actions env: QUEUE={c}",
    "keep this connection string for me: {c}", "konexio-katea: {c}", "a cadea de conexión: {c}",
    "savienojuma virkne: {c}", "quarkus.datasource.jdbc.url: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Dub", "DUB_API_KEY", _j("dub_", (ALNUM, 24))),
    ("Creem", "CREEM_API_KEY", _j("creem_", (ALNUM, 22))),
    ("Buttondown", "BUTTONDOWN_API_KEY", v.uuid4),
    ("Stigg", "STIGG_SERVER_API_KEY", _j("server-", (HEX, 32))),
    ("Kit", "KIT_API_KEY", _j("kit_", (HEX, 32))),
    ("Crisp", "CRISP_TOKEN_KEY", _j((HEX, 64))),
    ("Chatwoot", "CHATWOOT_API_ACCESS_TOKEN", _j((ALNUM, 24))),
    ("Missive", "MISSIVE_API_TOKEN", _j("missive_pat-", (URLSAFE, 40))),
    ("Pirsch", "PIRSCH_ACCESS_KEY", _j("pa_", (ALNUM, 45))),
    ("Tally", "TALLY_API_KEY", _j("tly-", (ALNUM, 32))),
    ("Trieve", "TRIEVE_API_KEY", _j("tr-", (ALNUM, 32))),
    ("Vectara", "VECTARA_API_KEY", _j("zwt_", (URLSAFE, 40))),
    ("Mixedbread", "MXBAI_API_KEY", _j("mxb_", (ALNUM, 36))),
    ("Nebius", "NEBIUS_API_KEY", _j((URLSAFE, 64))),
    ("Lambda", "LAMBDA_API_KEY", _j("secret_", (LOWER, 6), "_", (HEX, 32), ".", (ALNUM, 32))),
    ("Bytescale", "BYTESCALE_SECRET_API_KEY", _j("secret_", (ALNUM, 24))),
    ("api.video", "APIVIDEO_API_KEY", _j((ALNUM, 43))),
    ("Transloadit", "TRANSLOADIT_SECRET", _j((HEX, 40))),
    ("Vimeo", "VIMEO_ACCESS_TOKEN", _j((HEX, 32))),
    ("Wistia", "WISTIA_API_TOKEN", _j((HEX, 64))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "        - name: {env}\n          value: {tok}",
    "{slug}_token = \"{tok}\"",
    "Tox group 'billing': rotated {vendor} key, new one {tok}",
    "{vendor} webhook failing, the key we use is {tok}",
    "Admin › Settings › {vendor} › API key: {tok}",
    "please remember my {vendor} API key: {tok}",
    "ENV {env} {tok}",
    "terraform.tfvars: {slug}_api_key = \"{tok}\"",
    "{vendor} API gakoa: {tok}",
    "chave da API de {vendor}: {tok}",
    "{vendor} API atslēga: {tok}",
    "API ključ za {vendor}: {tok}",
    "{vendor}-ის API გასაღები: {tok}",
    "{vendor}-ի API բանալին՝ {tok}",
    "API-ŝlosilo de {vendor}: {tok}",
    "{vendor} API-sleutel: {tok}",
    "API-ключ {vendor}: {tok}",
    "kunci API {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    crisp_id, crisp_key = v.uuid4(rng), _r(rng, HEX, 64)
    tl_key, tl_secret = _r(rng, HEX, 32), _r(rng, HEX, 40)
    dub = "dub_" + _r(rng, ALNUM, 24)
    vimeo = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f"CRISP_IDENTIFIER={crisp_id}\nCRISP_KEY={crisp_key}", crisp_key),
        Sample("vendor_token", f"transloadit.yml:\nauth_key: {tl_key}\nauth_secret: {tl_secret}", tl_secret),
        Sample("vendor_token", f"curl https://api.dub.co/links -H 'Authorization: Bearer {dub}'", dub),
        Sample("vendor_token", f"curl -H 'Authorization: bearer {vimeo}' https://api.vimeo.com/me/videos", vimeo),
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


_BARE_PLACES = ["{t}", "Berty: {t}", "copied from the welcome mail:\n{t}", "gakoa: {t}",
                "atslēga: {t}", "{t}\n(they only show it once, keep it)", "ŝlosilo: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 32), ".", (URLSAFE, 38)), _j((B64, 60), "="),
                _j((ALNUM, 44)), _j((URLSAFE, 50)), _j((B64, 68)), _j((ALNUM, 40))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "APP_KEY_SECRET={h}": 128,
    "salt pillar top: vault:unseal_helper_key: {h}": 64,
    "chef encrypted data bag 'erp' secret: \"{h}\"": 64,
    "puppet: profile::erp::cookie_secret: \"{h}\"": 64,
    "ansible group_vars/all/vault.yml → api_signing_secret: {h}": 40,
    "babeskopiaren zifratze-gakoa: {h}": 64,
    "rezerves kopijas šifrēšanas atslēga: {h}": 64,
    "šifrirni ključ za varnostno kopijo: {h}": 64,
    "Missive: aes key for the nightly export {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 3 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "MantisBT #2270: token copied from the Android app log {t}",
    "Set-Cookie: auth={t}; Secure; HttpOnly",
    "VELA_TOKEN={t}",
    "save the service token for me {t}",
    "aplikazioaren tokena: {t}",
    "o token da aplicación: {t}",
    "Gitea Actions log: header X-Session: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_781_000_000 + rng.randrange(9_000_000)
    alg = ["RS256", "HS256", "ES384"][index % 3]
    claims: dict[str, Any] = {"sub": _r(rng, LOWER_DIGITS, 12), "iat": issued, "exp": issued + 7200}
    if index % 2:
        claims |= {"iss": "https://sso.home.arpa/application/o/erp/", "aud": "erp"}
    signature = _r(rng, URLSAFE, 43 if alg == "HS256" else 86)
    return {"t": f"{v.b64url({'alg': alg, 'typ': 'JWT'})}.{v.b64url(claims)}.{signature}"}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "Gitea deploy key (~/.ssh/gitea_deploy):\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "values.yaml:\ningress:\n  tlsKey: |\n    {key}": ("RSA PRIVATE KEY", "\n    "),
    '"sa_private_key": "{key}"': ("PRIVATE KEY", "\\n"),
    "tee /etc/nginx/certs/erp.key <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "MantisBT #2275 attached file:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "Zerbitzariaren gako pribatua, ez partekatu:\n{key}": ("PRIVATE KEY", "\n"),
    "Servera privātā atslēga:\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFLTBXBgkqhkiG9w0BBQ0w"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 6 - len(_PEM_STARTS[kind]))
    lines = [f"-----BEGIN {kind}-----"] + [body[k : k + 64] for k in range(0, len(body), 64)]
    lines += [_r(rng, B64, 44) + "=", f"-----END {kind}-----"]
    return {"key": joiner.join(lines), "secret": lines[2 + index % 4]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Keystone recovery sheet, typing it up before shredding: {p}": "english",
    "BitBox02 backup\n{p}": "english",
    "please keep my Sparrow wallet words: {p}": "english",
    "Jade wallet recovery: {p}": "english",
    "voice memo: the Zeus wallet words are {p} and that's all of them": "english",
    "Skiff note — paper wallet, offline only {p}": "english",
    "zorroaren berreskuratze-hitzak: {p}": "english",
    "palabras de recuperación de la cartera: {p}": "spanish",
    "frase de recuperação da carteira: {p}": "portuguese",
    "phrase de récupération du portefeuille : {p}": "french",
    "parole di recupero del wallet: {p}": "italian",
    "restariga frazo de la monujo: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in set(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    phrase = str(_MNEMO[_SEED_PLACES[template]].to_mnemonic(entropy))
    words = phrase.split(" ")
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " ".join(f"{k}.{w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Spike thread — Laima: the team Mastercard for the Hetzner bill is {c}, exp {mm}/{yy}",
    "remember my spare card: {c} good thru {mm}/{yy}",
    "card no: {c}\nvalid to: {mm}/{yy}",
    "MantisBT #2281: refund should go back to card {c}",
    "txartelaren zenbakia: {c}, iraungitzea {mm}/{yy}",
    "número da tarxeta: {c}, caducidade {mm}/{yy}",
    "kartes numurs: {c}",
    "številka kartice: {c} velja do {mm}/{yy}",
    "ბარათის ნომერი: {c}",
    "քարտի համարը՝ {c}",
    "kaartnommer: {c}, verval {mm}/{yy}",
    "nomor kartu kredit: {c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = ["mastercard", "visa", "discover", "amex", "unionpay", "jcb", "diners", "maestro"][
        index % 8
    ]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, ["", " ", " ", "-", " "][index % 5], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(27, 33))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} 04/31, security code {cvv}", "the 3 digits on the back: {cvv}",
               "Amex {c} — 4-digit code on the front {cvv}", "atzeko hiru zenbakiak: {cvv}",
               "CVV kods: {cvv}", "die drie syfers agter op die kaart: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    code = _r(rng, D, 4 if brand == "amex" else 3)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_BBANS = {"GE": "aa" + "n" * 16, "LV": "aaaa" + "c" * 13, "VA": "n" * 18,
          "LC": "aaaa" + "c" * 24, "MN": "n" * 16, "BI": "n" * 23}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    alphabet = {"a": UPPER, "n": D, "c": UPPER_DIGITS}

    def make(g: random.Random) -> str:
        bban = "".join(g.choice(alphabet[c]) for c in _BBANS[country])
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice INV-0912: kindly transfer to {i} by the 15th",
    "remember the Tbilisi landlord's account: {i}",
    "IBAN {i}\nbeneficiary: see the contract",
    "Planka card 'Suppliers': new bank details, IBAN {i}",
    "kontu zenbakia (IBAN): {i}",
    "o IBAN da conta é {i}",
    "konta IBAN: {i}",
    "IBAN mojega računa: {i}",
    "ანგარიშის IBAN: {i}",
    "հաշվի IBAN-ը՝ {i}",
    "mia IBAN estas {i}",
    "IBAN vir die betaling: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, list(_BBANS)[index % len(_BBANS)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


_TW_LETTERS = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36), strict=True))


def _taiwan(g: random.Random) -> str:
    letter = g.choice("ABCDEFGHJKLMNPQRSTUVXYWZ")
    body = g.choice("12") + _r(g, D, 7)
    code = _TW_LETTERS[letter]
    total = (
        code // 10
        + (code % 10) * 9
        + sum(int(c) * w for c, w in zip(body, range(8, 0, -1), strict=True))
    )
    return letter + body + str((10 - total % 10) % 10)


def _nric(g: random.Random) -> str:
    prefix = g.choice("ST")
    digits = _r(g, D, 7)
    total = sum(int(c) * w for c, w in zip(digits, [2, 7, 6, 5, 4, 3, 2], strict=True))
    total += 4 if prefix == "T" else 0
    return prefix + digits + "JZIHGFEDCBA"[total % 11]


def _ge_personal(g: random.Random) -> str:
    return str(g.randrange(1, 7)) + _r(g, D, 10)


def _passport(g: random.Random) -> str:
    return _r(g, UPPER, 2) + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "Taiwan ID: {s}": _taiwan,
    "my 身分證字號 is {s}": _taiwan,
    "身分證統一編號：{s}": _taiwan,
    "national ID card (Taiwan) for the ARC form: {s}": _taiwan,
    "remember my Taiwanese ID number {s}": _taiwan,
    "NRIC {s}": _nric,
    "NRIC no. for the CPF form: {s}": _nric,
    "Singapore IC number: {s}": _nric,
    "my NRIC is {s}, needed for the clinic": _nric,
    "პირადი ნომერი: {s}": _ge_personal,
    "ჩემი პირადი ნომერია {s}": _ge_personal,
    "Georgian personal number {s}": _ge_personal,
    "personal no. on the Georgian ID card: {s}": _ge_personal,
    "անձնագրի համարը՝ {s}": _passport,
    "pases numurs: {s}": _passport,
    "številka potnega lista: {s}": _passport,
    "pasaportearen zenbakia: {s}": _passport,
    "número do pasaporte: {s}": _passport,
    "numero de mia pasporto: {s}": _passport,
    "my paspoortnommer is {s}": _passport,
    "passport no. {s}, issued in Yerevan": _passport,
    "Reisepassnummer: {s}": _passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Proton recovery codes: {codes}", "Gandi 2FA backup codes\n{codes}",
            "Tutanota one-time codes — {codes}", "2FA babeskopia-kodeak:\n{codes}",
            "códigos de respaldo 2FA: {codes}", "2FA rezerves kodi: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Gitea:matic?secret={s}&issuer=Gitea",
              "2FA setup key for Mastodon: {s}", "TOTP secret (Authentik): {s}",
              "2FA gako sekretua: {s}"]  # fmt: skip
_CODES = ["{c} is your Bolt login code", "Ihr Anmeldecode für die Sparkasse: {c}",
          "zure egiaztapen-kodea: {c}", "jūsu verifikācijas kods: {c}", "via kontrolkodo: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 8, index % 4)
    sep = ["\n", " ", ", ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[index % 8]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family(
    "otp_secret", _SEEDS_2FA, lambda g, i, t: {"s": v.totp_secret(g, spaced=i % 2 == 1 and "otpauth" not in t)}, "s"
)  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Euskaltel_5G_A31F", "R_Cable-7712", "LMT-Home-2B40", "Tele2_Cesis", "T-2_9c41",
          "Magti_Fiber_88", "Ucom-Gyumri", "TelkomHome-4G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, password {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};;",
    "SSID: {s}\nWPA key: {pw}",
    "the guest network is {s} and its key is {pw}",
    "remember the wifi at the Piran apartment: {s} / {pw}",
    "iwctl --passphrase {pw} station wlan0 connect {s}",
    "hostapd.conf:\nssid={s}\nwpa_passphrase={pw}",
    "key printed under the router: {pw}",
    "{s} wifiaren pasahitza: {pw}",
    "contrasinal da wifi {s}: {pw}",
    "wifi {s} parole: {pw}",
    "geslo za wifi {s}: {pw}",
    "Wi-Fi {s} პაროლი: {pw}",
    "Wi-Fi-ի գաղտնաբառը ({s})՝ {pw}",
    "la wifi-pasvorto de {s} estas {pw}",
    "wifi-wagwoord vir {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.4:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 40)), _j("dub_", (ALNUM, 24)), _j("creem_", (ALNUM, 22)),
                 _j("tly-", (ALNUM, 28)), _j("zwt_", (ALNUM, 32))]  # fmt: skip
_SPELL = ["reading it out for you: {t}", "[voice] {t}", "(split up so it's not one word) {t}",
          "tokena: {t}", "ŝlosilo, literon post litero: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 3 == 0:
        return {"t": " ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    sep = [" ", " ", " · "][index % 3]
    return {"t": sep.join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["atariko kodea: {pw}", "o código do portal é {pw}", "vārtu kods: {pw}",
          "koda za vhodna vrata: {pw}", "კარის კოდი: {pw}", "դռան կոդը՝ {pw}",
          "la kodo de la pordo: {pw}", "die hek se kode is {pw}", "garage opener code {pw}#",
          "to disarm the alarm punch in {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["anchovy", "lighthouse", "vineyard", "cider", "chestnut", "amber", "stork",
                 "pine", "lake", "mountain", "apricot", "pomegranate", "baobab", "fynbos", "ferry", "kite"]  # fmt: skip
_PHRASES = {"VeraCrypt passphrase for the travel drive: {p}": " ", "passphrase for the Bitwarden export: {p}": " ",
            "borg repo passphrase: {p}": "-", "SSH key passphrase: {p}": " ",
            "diskoaren pasaesaldia: {p}": " ", "diska paroles frāze: {p}": "-",
            "la pasfrazo de la disko: {p}": "."}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H \"Authorization: Basic {v}\" https://registry.home.arpa/v2/_catalog": True,
    "caddy: header_up Authorization \"Basic {v}\"": True,
    "Authorization: Bearer {v}": False,
    "xh get https://api.home.arpa/v1/jobs Authorization:'Token {v}'": False,
    "haproxy: http-request set-header Authorization \"Basic {v}\"": True,
    "wget --header='Authorization: Bearer {v}' https://api.home.arpa/export": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, URLSAFE, ALNUM][index % 3], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "[mysql]\nhost = db3.home.arpa\nuser = erp\npassword = {pw}",
    "quarkus.datasource.password={pw}",
    "machine gitea.home.arpa login matic password {pw}",
    "services:\n  erp:\n    image: odoo:18\n    environment:\n      - PASSWORD={pw}",
    "<setting name=\"MailPassword\" serializeAs=\"String\"><value>{pw}</value></setting>",
    "[mail]\nsmtp_password = \"{pw}\"",
    "kind: Secret\napiVersion: v1\nmetadata:\n  name: erp-db\nstringData:\n  password: {pw}",
    "variable \"admin_password\" {{\n  type    = string\n  default = \"{pw}\"\n}}",
    "- name: set db user\n  community.postgresql.postgresql_user:\n    name: erp\n    password: \"{pw}\"",
    "erp:\n  db_pass: {pw}  # salt pillar",
    "node.default['erp']['admin_password'] = '{pw}'",
    "class {{ 'mysql::server': root_password => '{pw}' }}",
    "helm upgrade erp ./chart --set auth.password={pw}",
    "<jdbc-password>{pw}</jdbc-password>",
    "ENV DB_PASSWORD {pw}",
    "[client]\nuser=dump\npassword=\"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Levan: what's the password for the printer?\nNino: {pw}",
    "[09:02] urska: pw for the bastion?\n[09:03] matic: {pw}",
    "Tigran: {pw} is the new VPN password",
    "Annelie: type in {pw}, that's the admin one",
    "Koldo: pasahitza aldatu dute, berria {pw} da",
    "Uxía: o contrasinal novo é {pw}",
    "Laima: jaunā parole ir {pw}",
    "Anahit: նոր գաղտնաբառը՝ {pw}",
    "Ludoviko: la nova pasvorto estas {pw}",
    "Riaan: die nuwe wagwoord is {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bwd: {pw}", "pass\u00adword: {pw}", "pasa\u2060hitza: {pw}", "password%3A%20{pw}",
    "password&#58; {pw}", "ｐａｓｓ: {pw}", "wach\ufefftwoord={pw}", "ge\u200dslo: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout18's proportions).
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


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the password for the Jellyfin admin is": "{s}", "Graylog admin pw:": "{s} (since the upgrade)",
    "nire posta elektronikoaren pasahitza": "{s}", "OPNsense root password": "{s}\nrotate after the window",
    "contrasinal:": "{s}", "parole ir": "{s}", "geslo je": "{s}",
    "Zabbix console password": "{s}", "the password Nino dictated on the call was": "{s}, I believe",
    "wagwoord:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Dub API key", "{s}", _j("dub_", (ALNUM, 24))),
    ("split_token", "Creem key:", "{s} (live mode)", _j("creem_", (ALNUM, 22))),
    ("split_token", "Wistia API token", "{s}", _j((HEX, 64))),
    ("split_seed", "zorroaren hitzak", "{s}", lambda g: str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))),
    ("split_card", "card number", "{s} exp 11/30", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GE"))),
    ("split_backup", "Proton recovery codes", "{s}\n7hq2-m4kd\nx91p-3wza", lambda g: _r(g, LOWER_DIGITS, 4) + "-" + _r(g, LOWER_DIGITS, 4)),
    ("split_otp", "2FA secret key", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_id", "NRIC", "{s}", _nric),
    ("split_phrase", "VeraCrypt passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"ipmi": {"host": "10.8.0.21", "root_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pasahitza": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "levan", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"replicas": [{"host": "db1"}, {"host": "db2", "replication_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mariadb", "-u", "erp", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "contrasinal: {s}"}': ("meta_password", _plain_pw),
    '{"parole": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log in as riaan, password {s}"}': ("meta_password", _plain_pw),
    '{"dub": {"api_key": "{s}"}}': ("meta_token", _j("dub_", (ALNUM, 24))),
    '{"transloaditSecret": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"buttondown_api_key": "{s}"}': ("meta_token", v.uuid4),
    '{"headers": {"X-Auth-Token": "{s}"}}': ("meta_token", _j((URLSAFE, 44))),
    '{"billing": {"card": "{s}", "valid_thru": "08/31"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"bank": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LV")),
    '{"person": {"taiwan_id": "{s}"}}': ("meta_id", _taiwan),
    '{"mfa": {"backup_codes": ["{s}", "5530-1187", "9024-3371"]}}': ("meta_otp", _j((D, 4), "-", (D, 4))),
    '{"wallet": {"recovery_phrase": "{s}"}}': ("meta_seed", lambda g: str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))),
    '{"cookie_secret": "{s}"}': ("meta_key", lambda g: v.hex_key(g, 64)),
    '{"flat": {"gate_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "LMT-Home-2B40", "passphrase": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"httpx-0.28.1-py3-none-any.whl").hexdigest()
_NPM_SHA512 = base64.b64encode(hashlib.sha512(b"vite-6.3.5.tgz").digest()).decode()
_CARGO_SUM = hashlib.sha256(b"tokio 1.45.1").hexdigest()
_IMAGE = hashlib.sha256(b"docker.io/library/mariadb:11.4").hexdigest()
_COMMIT = hashlib.sha1(b"erp: move to odoo 18", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"gitea: fix runner labels", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"vela-artifact-88", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Proton password before the trip to Tbilisi on 2026-12-20.",
    "Nino asked for the wifi password; it's on the fridge magnet.",
    "Team rule: passwords at least 16 characters, kept in KeePassXC only.",
    "Please don't put passwords in MantisBT notes; use a one-time secret link.",
    "The `.env.example` line `DUB_API_KEY=<your-key>` is a placeholder; set the real one in `.env`.",
    "`MARIADB_ROOT_PASSWORD: changeme` in compose.yaml is only a placeholder; prod overrides it.",
    "Swap <api-token> in the README for the token from Settings → Developers.",
    "CREEM_API_KEY and WISTIA_API_TOKEN must be set before the release job runs.",
    "Ez eman zure pasahitza inori.",
    "Non lle digas o teu contrasinal a ninguén.",
    "Nevienam nestāsti savu paroli.",
    "Gesla ne povej nikomur.",
    "არავის უთხრა შენი პაროლი.",
    "Ոչ մեկին մի ասա քո գաղտնաբառը.",
    "Neniam diru vian pasvorton al iu ajn.",
    "Moet nooit jou wagwoord vir iemand gee nie.",
    "La contraseña debe tener al menos doce caracteres.",
    "Das Passwort muss alle 60 Tage geändert werden.",
    "Le mot de passe doit contenir au moins un symbole.",
    "A senha expira em 30 dias.",
    "Upgraded Gitea from 1.23.4 to 1.24.0 and Authentik to 2025.6.1 on Saturday.",
    f"commit {_COMMIT} moves the ERP to Odoo 18.",
    f"Rolled back to {_SHORT} after the runner label change broke the Gitea jobs.",
    f"requirements.txt: httpx==0.28.1 --hash=sha256:{_WHEEL_SUM}",
    f"pnpm-lock.yaml: integrity sha512-{_NPM_SHA512}",
    f'Cargo.lock: name = "tokio" version = "1.45.1" checksum = "{_CARGO_SUM}"',
    f"Both replicas run mariadb@sha256:{_IMAGE}.",
    f"The Vela artifact MD5 {_MD5} matches the uploaded tarball.",
    "Request id 3f8a2c17-9b4e-4d06-8e1a-5c7b20f9d6e3 is the slow invoice export.",
    "Order 114-5938271-0046632 arrives in two boxes.",
    "MantisBT #2231: the Jellyseerr login page shows a blank screen after the update.",
    "Call the Batumi office on +995 422 27 41 18 after lunch.",
    "Parcel LV204771935LV is waiting at the Cēsis post office.",
    "Router: GL.iNet Flint 2, firmware 4.7.0.",
    "The OptiPlex needs BIOS 1.31.0 before it boots from the new NVMe.",
    "After six wrong passwords the account locks for 15 minutes.",
    "The model has a 128k token context window; replies stop at 8,192 tokens.",
    "The key to a good marmitako is fresh bonito.",
    "Ask Koldo for the gate code; I never had it.",
    "My card ending 4408 was declined at the Gyumri market.",
    "The transfer form wants the IBAN without spaces.",
    "Print the backup codes and keep them in the safe.",
    "No wallet support person will ever ask for your recovery phrase.",
    "Keep `VELA_TOKEN` in the CI secret store, never in the repo.",
    "The alarm keypad beeps when the door is left open.",
    "v2.4.0-beta.2 fixes the session token refresh bug.",
    "Tenant id 9c0e4b71-2d58-4a3f-b6e9-71d2a08c5f34 appears in every URL and is not secret.",
    "The hotel wifi 'Dilijan-Guest' is open, no password.",
    "Retro moved to 2026-12-10 14:00 CET, room Piran.",
    "O PIN só admite números.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2026-11-20T08:15:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/prod/dub", "rotate_after_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 88}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "httpx", "version": "0.28.1"}}',
    '{"ticket": "2231", "order": "114-5938271-0046632"}',
    '{"router": {"model": "GL-MT6000", "firmware": "4.7.0"}}',
    '{"phone": "+995 422 27 41 18", "city": "Batumi"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "max_tokens": 8192}',
    '{"request_id": "3f8a2c17-9b4e-4d06-8e1a-5c7b20f9d6e3", "duration_ms": 2140}',
    '{"env_example": "CREEM_API_KEY=<your-key>", "ssid": "Dilijan-Guest", "open": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
