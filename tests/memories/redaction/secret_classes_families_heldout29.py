# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, twenty-ninth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
twenty-eighth held-out corpus as a format example, the fifth to twenty-eighth only to search them
for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, and the scrubber was never run on it. Its own seed, password words,
names, places, templates, tools, vendors and layouts, the way the crew and scientists of a coastal
research vessel (RV Ebbtide) and its shore lab leak secrets into an assistant's memory: Dino,
gomuks, iamb, Iridium GO! SatChat, Ripcord, senpai, catgirl, Textual, Colloquy, LimeChat,
IRCCloud, The Lounge, Convos, Poezio, Swift.IM, Cwtch, Trillian and Miranda NG pastes, Roam,
Boostnote, CherryTree, Turtl, Noteshelf, 1Writer, Denote and howm notes to self, incident
write-ups, Kustomer, Gladly, Dixa, FreeScout, Cherwell, Ivanti, BMC Remedy and Peppermint
tickets, e-mails, runbooks, the history of the ion, Plan 9 rc, es and Hilbish shells, of MSYS2,
Cygwin and WSL, and of a-Shell, KiTTY, GNOME Terminal, Cathode, Terminal.app, byobu, abduco, dvtm,
mosh, Eternal Terminal, GateOne, Shellngn, sshx, upterm and tmate sessions, commands of the
Copernicus Marine toolbox, motuclient, iRODS, Apptainer, HTCondor, GDAL, Jupyter, the Seqera
Platform CLI, ncdump, RockBLOCK, osfclient, DataLad, VLC, kcat, tshark, nmap, winexe, LXD,
Multipass, PowerShell 7, s-nail, mailx, gopass, pass, R and MATLAB, configs of getmail, NeoMutt,
aerc, himalaya, Slurm, THREDDS, pycsw, JupyterHub, Telegraf and ERDDAP (and of OfflineIMAP,
Nextflow, Snakemake, DVC, Kermit and create_ap, whose commands are there too), the web
pages of ship and lab hardware (Seapath, Kongsberg, Furuno, Teledyne RDI, Nortek, Sea-Bird,
Sonardyne, Inmarsat, Iridium, Cobham SAILOR, Intellian, KVH, Thuraya, Victron, Moxa, Axis,
Raymarine, Simrad, B&G, Maretron, Actisense, Vesper, Airmar, Lufft, Gill, Aanderaa, Valeport, YSI,
Onset, Sofar, Blue Robotics), README fragments, voice-dictated text and requests to the assistant
itself. About 60 % English (or language-neutral config and shell), the rest in Ga, Tumbuka,
Gullah (Sea Island Creole), Huasteca Nahuatl, Komi (Komi-Zyrian), Hakka (in Pha̍k-fa-sṳ),
Okinawan (Uchinaaguchi) and Bosnian (no earlier docstring names them), and Peruvian Spanish,
German, French, Brazilian Portuguese, Italian, Russian, Polish, Levantine Arabic, Japanese,
Korean and Traditional Chinese in wordings of their own. Vendors (Benchling, LabArchives,
Quartzy, protocols.io, Zenodo, Figshare, Dryad, OSF, ORCID, Overleaf, Zotero, Mendeley, Semantic
Scholar, Elsevier, Springer Nature, Clarivate, Copernicus CDS, NOAA CDO, Sofar Ocean, Saildrone,
Spire Maritime, VesselFinder, ArcGIS, Labguru, eLabFTW, Globus, Qualtrics, REDCap, Prolific,
iNaturalist, Dimensions, Crossref, Hypothesis, PredictWind, CORE, NCBI, Wiley, Global Fishing
Watch, NASA Earthdata) are ones heldouts 5 to 28 do not name; the national ids are kinds they do
not use: the Austrian UID, the German USt-IdNr, the UK VAT registration number, the French n° de
TVA intracommunautaire and Argentina's CBU with their check digits from python-stdnum; the
Bosnian JMBG, generated here and checked with python-stdnum's `si.emso` (the same date, region,
serial and mod-11 check); Mexico's CLABE and Taiwan's new-format resident certificate (ARC)
number with check digits computed here and not checked by a library (each algorithm first tested
on a published valid example: Banxico's `032180000118359719`, and `A123456789` for Taiwan's id
check); Japan's basic pension number, Ghana's SSNIT number, Malawi's national ID and the US
Medicare Beneficiary Identifier, which carry none; passports under Komi, Nahuatl and Tumbuka
words. The IBANs are of countries used least by a rough count over heldouts 5 to 28 (the United
Arab Emirates, Israel, Moldova, Montenegro, Tunisia, Bulgaria, Brazil and Slovenia, each in two
earlier corpora). Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum.ar import cbu as ar_cbu
from stdnum.at import uid as at_uid
from stdnum.de import vat as de_vat
from stdnum.fr import tva as fr_tva
from stdnum.gb import vat as gb_vat
from stdnum.si import emso as si_emso

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 29_817_406
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX, LETTERS = HEX.upper(), LOWER + UPPER
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


_SEA = ["Thermocline", "Nudibranch", "Isobath", "Halocline", "Copepod", "Niskin", "Secchi",
        "Brinicle", "Sargasso", "Upwelling", "Kelpforest", "Rosette", "Benthos", "Diatom",
        "Seagrass", "Ekman", "Spindrift", "Bollard"]  # fmt: skip
_DISHES = ["Kenkey", "Banku", "Kpekple", "Shito", "Nsima", "Kondowole", "Chambo", "Usipa",
           "Frogmore", "Hoppinjohn", "Benne", "Zacahuil", "Bocoles", "Pemoles", "Shanga",
           "Cherinyan", "Rafute", "Andagi", "Mozuku", "Burek", "Tufahija", "Klepe", "Leicha",
           "Pantiau"]  # fmt: skip
_PLACES = ["Jamestown", "Labadi", "Teshie", "Nungua", "Mzuzu", "Rumphi", "Karonga", "Chitipa",
           "Beaufort", "Sapelo", "Edisto", "Daufuskie", "Huejutla", "Chicontepec", "Tantoyuca",
           "Syktyvkar", "Ukhta", "Izhma", "Meinong", "Miaoli", "Itoman", "Yomitan", "Mostar",
           "Tuzla", "Jajce", "Neum"]  # fmt: skip
_NAMES = ["Nii", "Adjeley", "Tetteh", "Ayikwei", "Naa", "Chimwemwe", "Tiwonge", "Mphatso",
          "Temwa", "Essie", "Cornelius", "Ruthie", "Jabari", "Xochitl", "Citlali", "Tonatiuh",
          "Yolotl", "Olyoksan", "Marya", "Pedor", "Afung", "Kamadu", "Taru", "Nabi", "Emina",
          "Adnan", "Haris", "Lejla"]  # fmt: skip
_SYMBOLS = "!#$%&*+=?@~^"
_LEET = ["Th3rm0cl1n3", "N1sk1nB0ttl3", "S3cch1D1sk", "C0p3p0d", "H4l0cl1n3", "B3nth0s",
         "Upw3ll1ng", "D14t0m"]  # fmt: skip


def _initials(g: random.Random) -> str:
    """A sign, the first letters of a line someone remembers, and two digits."""
    words = g.sample(_SEA + _DISHES + _PLACES, 8)
    head = "".join(w[0] for w in words)
    return g.choice(_SYMBOLS) + head[:4].upper() + head[4:].lower() + str(g.randrange(10, 100))


def _manager(g: random.Random) -> str:
    """Three groups of six, as password managers generate them: one capital and one digit."""
    groups = [list(_r(g, LOWER, 6)) for _ in range(3)]
    groups[g.randrange(3)][g.randrange(6)] = g.choice(UPPER)
    groups[g.randrange(3)][g.randrange(6)] = g.choice(D)
    return "-".join("".join(group) for group in groups)


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_DISHES)}{g.choice(_SYMBOLS)}{g.randrange(1950, 2012)}",
    lambda g: "-".join(w.lower() for w in g.sample(_SEA, 3)) + "-" + str(g.randrange(2, 100)),
    lambda g: f"{g.choice(_PLACES)}{g.choice(_NAMES)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM + "!@#%^&*", 16),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + _r(g, D, 2),
    _initials,
    lambda g: f"{g.choice(_NAMES).lower()}.{g.choice(_NAMES).lower()}@{g.randrange(1970, 2030)}",
    lambda g: f"{g.choice(_SEA)}_{g.choice(_SEA)}_{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 12),
    lambda g: f"{g.choice(_PLACES).upper()}-{g.randrange(1000, 10_000)}-{g.choice(_DISHES).lower()}",
    _manager,
    lambda g: f"{g.randrange(100, 1000)}{g.choice(_SEA)}{g.choice(_SYMBOLS)}{g.choice(_DISHES)}",
    lambda g: _r(g, UPPER, 3) + _r(g, D, 4) + _r(g, LOWER, 3) + g.choice(_SYMBOLS),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Dino message from Nii: the shipboard NAS admin password is {pw}",
    "gomuks DM from @tiwonge:ebbtide.lan: THREDDS manager password {pw}",
    "iamb room #eb29-bridge, Ruthie: the Seapath web admin password is now {pw}",
    "Iridium GO! SatChat from the bridge: Inmarsat Fleet Xpress terminal password {pw}",
    "Ripcord #deck-ops, Jabari: Kongsberg SIS operator password {pw}",
    "senpai #winch <cornelius> the winch PLC HMI password is {pw}",
    "catgirl #wetlab <xochitl> Sea-Bird SeaSave PC login password: {pw}",
    "Textual #bridge: Furuno NavNet admin password {pw}",
    "Colloquy #mbes <haris> Teledyne RDI ADCP laptop password {pw}",
    "LimeChat query from emina: Nortek Signature web password {pw}",
    "IRCCloud #shorelab, Temwa: JupyterHub admin password {pw}, rotating it after the cruise",
    "The Lounge log #crew [Mphatso] the Victron Cerbo GX remote console password is {pw}",
    "Convos #galley <adjeley> the KVH TracPhone portal password {pw}",
    "Poezio, bridge@conference.ebbtide.lan: Intellian Aptus password {pw}",
    "Swift.IM from ayikwei: Cobham SAILOR VSAT admin password {pw}",
    "Cwtch from Lejla: the Sonardyne Ranger 2 operator password is {pw}",
    "Trillian chat, Essie: Raymarine Axiom admin password {pw}",
    "Miranda NG from Citlali: the Maretron N2KView password {pw}",
    "Roam daily note [[May 14th, 2029]]: Aanderaa SmartGuard password {pw}",
    "Boostnote 'Cruise EB29': the Valeport SWiFT profiler app password {pw}",
    "CherryTree node Ship > Wet lab: the YSI EXO KorEXO password is {pw}",
    "Turtl note: Sofar Spotter dashboard password {pw}",
    "Noteshelf page (handwriting converted): Blue Robotics BlueOS password {pw}",
    "1Writer draft: the Airmar WeatherCaster web password {pw}",
    "Denote 20290514T083000--mast-sensors: Lufft WS600 admin password {pw}",
    "howm memo: Gill MaxiMet config password {pw}",
    "Kustomer conversation #6612: the Moxa NPort console password is {pw}, please reset it",
    "Gladly case 3318: Axis mast camera admin password {pw} stopped working after the firmware update",
    "Dixa ticket 55-2041: Thuraya IP+ terminal password {pw}",
    "FreeScout #1207: the Actisense W2K-1 admin password is {pw}",
    "Cherwell incident 40917: Vesper Cortex hub password {pw}",
    "Ivanti request SR-22813: the Simrad NSS admin password {pw} has expired",
    "BMC Remedy INC000771: B&G Zeus password is {pw}",
    "Peppermint ticket 88: Iridium Certus admin password {pw}",
    "Hi Tetteh,\n\nthe Slurm head node root password on the shore cluster is {pw}. Delete this once you've saved it.\n\nThanks,\nEmina",
    "Incident 2029-04-30: the Kongsberg K-Sync web page was reachable from the guest wifi with password {pw}",
    "Runbook: CTD deck unit\n1. power on the SBE 11plus\n2. log into the acquisition PC as ctd\n3. password {pw}\n4. start SeaSave",
    "README (ship-lab rack)\nTHREDDS runs under Tomcat at https://thredds.ebbtide.lan/thredds/admin, the manager password is `{pw}`.",
    "my Fidelity Bank Ghana app password is {pw} now",
    "can you keep my NBS Bank Malawi password? it's {pw}",
    "the Hulu password at the Beaufort house is {pw}",
    "password for my Raiffeisen BiH app: {pw}",
    "dictated: the Seapath admin password is {pw} period",
    "note to self: Kongsberg EM 712 processing unit password {pw}",
    "after the reimage the Labguru login password became {pw}",
    "GNOME Terminal scratch: root password for the mbes NUC {pw}",
    "Mi email password lɛ ji {pw}",
    "shia lɛ router lɛ password: {pw}",
    "Nii: server lɛ password hee lɛ ji {pw}",
    "Mazgu ghachisisi gha email yane ni {pw}",
    "mazgu ghachisisi gha router ya ku nyumba: {pw}",
    "Tiwonge: mazgu ghachisisi ghaphya gha seva ni {pw}",
    "Mi email password da {pw}, yeddy",
    "de password fa de router een de house: {pw}",
    "Essie: de new password fa de server da {pw}",
    "Noichtacatlahtol tlen correo eli {pw}",
    "ichtacatlahtolli tlen router ipan nochan: {pw}",
    "Xochitl: yankuik ichtacatlahtolli tlen servidor eli {pw}",
    "Менам почта паролӧй — {pw}",
    "гортса роутерлӧн пароль: {pw}",
    "Ӧльӧксан: серверлӧн выль паролыс — {pw}",
    "Ngài ke email mit-mâ he {pw}",
    "vuk-kâ router ke mit-mâ: {pw}",
    "A-fùng: server ke sîn mit-mâ he {pw}",
    "わんぬメールぬパスワードー {pw} やいびーん",
    "やーぬルーターぬパスワード：{pw}",
    "カマドゥ：サーバーぬみーパスワードー {pw} やさ",
    "šifra od mog mejla je {pw}",
    "šifra za ruter kod kuće: {pw}",
    "Emina: nova šifra za server je {pw}",
    "la contra de mi correo es {pw}, causa",
    "das Kennwort fürs Labor-NAS lautet {pw}",
    "le mdp du NAS de la station c'est {pw}",
    "a senha do gov.br é {pw}",
    "la pw dello SPID è {pw}",
    "пароль от Госуслуг: {pw}",
    "hasło do e-Urzędu Skarbowego to {pw}",
    "الباسوورد تبع حساب البنك {pw}",
    "マイナポータルのパスワード：{pw}",
    "연구실 NAS 비번 {pw} 로 바꿈",
    "健保快易通的密碼是 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["nii.o", "adjeley", "tetteh.a", "ayikwei", "chimwemwe", "tiwonge.m", "mphatso",
          "temwa", "essie.g", "cornelius", "ruthie", "jabari.w", "xochitl", "citlali.h",
          "tonatiuh", "olyoksan", "pedor.k", "afung", "kamadu", "taru.h", "emina.b", "haris",
          "lejla.s", "ctd", "bosun", "svc-thredds"]  # fmt: skip
_LOGINS = [
    "Dino: Nii says the THREDDS manager login is {u} / {pw}",
    "Kustomer #6620: {u} locked out of Labguru, last password {pw}",
    "uid {u} passwd {pw}",
    "CherryTree › Ship › Bridge › Seapath: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| ECDIS | {u} | {pw} |",
    "log into the Cerbo GX as {u} using {pw}",
    "Moxa NPort login {u}:{pw}",
    "username={u}\npassword={pw}",
    "- host: mbes-pc.ebbtide.lan\n  user: {u}\n  password: {pw}",
    "Cwtch: account {u}, pw {pw}",
    "Jabari says the JupyterHub account is {u} and its password is {pw}",
    "host;user;password\nwinch-plc;{u};{pw}",
    "mosh {u}@ctd-pc.ebbtide.lan (password: {pw})",
    "iamb: creds for the Aanderaa logger are {u} and {pw}",
    "mi user name: {u}, mi password: {pw}",
    "zina la wogwiritsa: {u}, mazgu ghachisisi: {pw}",
    "mi user name da {u} an mi password da {pw}",
    "notokah: {u}, noichtacatlahtol: {pw}",
    "пыран ним {u}, пароль {pw}",
    "yung-fu miàng {u}, mit-mâ {pw}",
    "ユーザー名ー {u}、パスワードー {pw}",
    "korisničko ime {u}, šifra {pw}",
    "usuario {u} y contra {pw}",
    "Benutzerkennung {u}, Kennwort {pw}",
    "아이디 {u} 비번 {pw}",
    "帳號 {u} 密碼 {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kenkey", "banku", "nsima", "chambo", "usipa", "okra", "grits", "zacahuil",
               "bocoles", "shanga", "goya", "rafute", "burek", "klepe", "copepod", "niskin",
               "diatom", "secchi"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password: the fish {w} and straight after it {d}",
    "for the winch PLC it's {w} with {d} tacked on",
    "voice memo: the dry lab wifi password is {w} and then {d}, no spaces",
    "type {w}, then the number {d}",
    "it's {w}{d}, word and number run together",
    "password lɛ ji wiemɔ {w}, ni {d} sɛɛ",
    "mazgu ghachisisi ni liu {w}, pamanyuma {d}",
    "de password da de word {w}, den {d} behin um",
    "ichtacatlahtolli eli tlahtolli {w}, teipa {d}",
    "пароль — {w} кыв, сы бӧрын {d}",
    "mit-mâ he {w} liá-ke sṳ, heu-piên kâ {d}",
    "パスワードー {w} っていう言葉に {d} ちきてぃ",
    "šifra je riječ {w}, a poslije nje {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "copernicusmarine login --username {u} --password {pw} --force-overwrite",
    "motuclient --motu https://nrt.cmems-du.eu/motu-web/Motu --service-id GLOBAL_ANALYSISFORECAST_PHY_001_024-TDS --product-id cmems_mod_glo_phy-so_anfc_0.083deg_P1D-m --user {u} --pwd {pw} --out-dir ./cmems",
    "echo '{pw}' | iinit",
    "apptainer remote login --username {u} --password {pw} docker://registry.ebbtide.lan",
    "APPTAINER_DOCKER_USERNAME={u} APPTAINER_DOCKER_PASSWORD={pw} apptainer pull docker://registry.ebbtide.lan/ctd-proc:2.1",
    "condor_store_cred add -c -p {pw}",
    "ogr2ogr -f PostgreSQL \"PG:host=postgis.ebbtide.lan dbname=stations user={u} password={pw}\" stations_eb29.gpkg",
    "gdal_translate --config GDAL_HTTP_USERPWD {u}:{pw} /vsicurl/https://data.ebbtide.lan/bathy/eb29_50m.tif eb29_50m.tif",
    "jupyter lab --no-browser --ip 0.0.0.0 --IdentityProvider.token={pw}",
    "nextflow secrets set POSTGIS_PASSWORD {pw}",
    "snakemake --cores 8 --config db_user={u} db_password={pw}",
    "tw credentials add container-reg --name ebbtide-registry --registry registry.ebbtide.lan --username {u} --password {pw}",
    "dvc remote modify --local shore-nas password {pw}",
    "ncdump -h 'https://{u}:{pw}@thredds.ebbtide.lan/thredds/dodsC/ctd/cast_0412.nc'",
    "kermit -C \"set host modem.ebbtide.lan 23, input 10 Password:, output {pw}\\13, connect\"",
    "curl -d 'imei=300434063927150&username={u}&password={pw}&data=48656c6c6f' https://rockblock.rock7.com/rockblock/MT",
    "OSF_PASSWORD={pw} osf -u {u}@ebbtide.lan -p x7k2m clone eb29-cruise",
    "datalad siblings add -d . --name shore --url https://{u}:{pw}@gin.ebbtide.lan/cruise/EB29",
    "vlc 'rtsp://{u}:{pw}@mast-cam.ebbtide.lan:554/axis-media/media.amp'",
    "create_ap wlan0 eth0 EbbtideDeck {pw}",
    "kcat -b kafka.ebbtide.lan:9093 -X security.protocol=SASL_SSL -X sasl.mechanisms=PLAIN -X sasl.username={u} -X sasl.password={pw} -L",
    "tshark -r mast.pcapng -o wlan.enable_decryption:TRUE -o 'uat:80211_keys:\"wpa-pwd\",\"{pw}:EbbtideDeck\"'",
    "nmap -p 445 --script smb-enum-shares --script-args smbusername={u},smbpassword={pw} nas.ebbtide.lan",
    "winexe -U 'EBBTIDE/{u}%{pw}' //mbes-pc.ebbtide.lan 'ipconfig /all'",
    "lxc remote add shorelab https://lxd.ebbtide.lan:8443 --password {pw} --accept-certificate",
    "multipass set local.passphrase={pw}",
    "pwsh -c \"$c = New-Object PSCredential('{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force)); Enter-PSSession -ComputerName mbes-pc -Credential $c\"",
    "s-nail -S mta=smtps://{u}:{pw}@mail.ebbtide.lan:465 -s 'CTD log EB29' bosun@ebbtide.lan < ctd.log",
    "mailx -S smtp=smtps://mail.ebbtide.lan:465 -S smtp-auth-user={u} -S smtp-auth-password={pw} -s 'winch log' chief@ebbtide.lan < winch.log",
    "echo '{pw}' | gopass insert -f ebbtide/winch-plc",
    "echo '{pw}' | pass insert -e ship/mbes-pc",
    "offlineimap -o -a shore -k Repository_shore-remote:remotepass={pw}",
    "Rscript -e \"con <- DBI::dbConnect(RPostgres::Postgres(), host='postgis.ebbtide.lan', user='{u}', password='{pw}')\"",
    "python -c \"import copernicusmarine as cm; cm.login('{u}', '{pw}')\"",
    "matlab -batch \"conn = database('lims', '{u}', '{pw}')\"",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ion ~/eb29 # {c}", "rc ; {c}", "es shell:\n; {c}", "Hilbish λ {c}",
    "MINGW64 ~/cruise (MSYS2)\n$ {c}", "Cygwin ~/ctd $ {c}", "WSL Ubuntu:~/eb29$ {c}",
    "a-Shell [~/Documents]$ {c}", "KiTTY session shore-hpc: {c}", "GNOME Terminal ~/EB29$ {c}",
    "Cathode > {c}", "Terminal.app, nii@bridge-mac % {c}", "byobu window 2:\n$ {c}",
    "abduco session 'ctd':\n$ {c}", "dvtm pane 3> {c}", "mosh ship-gw (lag 800 ms) $ {c}",
    "Eternal Terminal, et shore-hpc:\n$ {c}", "GateOne terminal 1: {c}", "Shellngn tab 'winch': {c}",
    "sshx shared session, Jabari typing: {c}", "upterm pairing session: {c}", "tmate pane 0:\n$ {c}",
    "komanda koju sam pokrenula: {c}", "dis de command A run: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@postgis.ebbtide.lan:5432/stations",
    "https://{u}:{pw}@thredds.ebbtide.lan/thredds/dodsC/ctd/",
    "https://{u}:{pw}@hyrax.ebbtide.lan/opendap/adcp/",
    "irods://{u}:{pw}@irods.ebbtide.lan:1247/ebbtideZone/home",
    "mqtts://{u}:{pw}@signalk.ebbtide.lan:8883",
    "ws://{u}:{pw}@signalk.ebbtide.lan:3000/signalk/v1/stream",
    "clickhouse://{u}:{pw}@ch.ebbtide.lan:9000/telemetry",
    "nats://{u}:{pw}@nats.ebbtide.lan:4222",
    "jdbc:postgresql://postgis.ebbtide.lan:5432/stations?user={u}&password={pw}",
    "smb://{u}:{pw}@nas.ebbtide.lan/cruise",
    "ftp://{u}:{pw}@ftp.ebbtide.lan/pub/ctd/",
    "Driver={{ODBC Driver 18 for SQL Server}};Server=lims-sql;Database=Samples;Uid={u};Pwd={pw};",
    "couchbase://{u}:{pw}@cb.ebbtide.lan/samples",
]  # fmt: skip
_URL_PLACES = [
    "DB_URL={c}", "pygeoapi config: # old {c}", "snakemake profile, db: \"{c}\"",
    "keep this connection string for me: {c}", "database lɛ URL ji {c}", "URL baze je {c}",
    "Kustomer #6631: {c}", "CherryTree node 'Stack': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_860_000_000 + g.randrange(3_000_000)
        claims = {"iss": issuer, "sub": str(g.randrange(10_000, 99_999)), "iat": issued,
                  "exp": issued + 5_184_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Benchling", "BENCHLING_API_KEY", _j("sk_", (ALNUM, 30))),
    ("LabArchives", "LABARCHIVES_ACCESS_PASSWORD", _j((ALNUM, 32))),
    ("Quartzy", "QUARTZY_ACCESS_TOKEN", _j((HEX, 40))),
    ("protocols.io", "PROTOCOLS_IO_CLIENT_TOKEN", _j((HEX, 64))),
    ("Zenodo", "ZENODO_ACCESS_TOKEN", _j((ALNUM, 60))),
    ("Figshare", "FIGSHARE_TOKEN", _j((HEX, 128))),
    ("Dryad", "DRYAD_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("OSF", "OSF_TOKEN", _j((ALNUM, 70))),
    ("ORCID", "ORCID_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Overleaf", "OVERLEAF_GIT_TOKEN", _j("olp_", (ALNUM, 36))),
    ("Zotero", "ZOTERO_API_KEY", _j((ALNUM, 24))),
    ("Mendeley", "MENDELEY_CLIENT_SECRET", _j((ALNUM, 16))),
    ("Semantic Scholar", "S2_API_KEY", _j((ALNUM, 40))),
    ("Elsevier", "ELSEVIER_API_KEY", _j((HEX, 32))),
    ("Springer Nature", "SPRINGER_NATURE_API_KEY", _j((HEX, 32))),
    ("Clarivate", "CLARIVATE_WOS_API_KEY", _j((HEX, 40))),
    ("Copernicus CDS", "CDSAPI_KEY", lambda g: v.uuid4(g, "9")),
    ("NOAA CDO", "NOAA_CDO_TOKEN", _j((LETTERS, 32))),
    ("Sofar Ocean", "SOFAR_API_TOKEN", _j((HEX, 30))),
    ("Saildrone", "SAILDRONE_API_SECRET", _j((ALNUM, 32))),
    ("Spire Maritime", "SPIRE_MARITIME_TOKEN", _j((ALNUM, 32))),
    ("VesselFinder", "VESSELFINDER_USERKEY", _j("WS-", (UPPER_HEX, 8), "-", (UPPER_HEX, 6))),
    ("ArcGIS", "ARCGIS_API_KEY", _j("AAPK", (HEX, 32), (URLSAFE, 64))),
    ("Labguru", "LABGURU_TOKEN", _j((HEX, 40))),
    ("eLabFTW", "ELABFTW_API_KEY", _j((D, 1), "-", (HEX, 84))),
    ("Globus", "GLOBUS_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Qualtrics", "QUALTRICS_API_TOKEN", _j((ALNUM, 40))),
    ("REDCap", "REDCAP_API_TOKEN", _j((UPPER_HEX, 32))),
    ("Prolific", "PROLIFIC_API_TOKEN", _j((URLSAFE, 86))),
    ("iNaturalist", "INATURALIST_API_TOKEN", _vendor_jwt("https://www.inaturalist.org")),
    ("Dimensions", "DIMENSIONS_API_KEY", _j((UPPER_HEX, 32))),
    ("Crossref", "CROSSREF_PLUS_TOKEN", _vendor_jwt("https://api.crossref.org")),
    ("Hypothesis", "HYPOTHESIS_API_TOKEN", _j("6879-", (URLSAFE, 43))),
    ("PredictWind", "PREDICTWIND_API_KEY", _j((HEX, 32))),
    ("CORE", "CORE_API_KEY", _j((ALNUM, 32))),
    ("NCBI", "NCBI_API_KEY", _j((HEX, 36))),
    ("Wiley", "WILEY_TDM_CLIENT_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Global Fishing Watch", "GFW_API_TOKEN", _vendor_jwt("gfw")),
    ("NASA Earthdata", "EARTHDATA_TOKEN", _vendor_jwt("Earthdata Login")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "rc ; {env}='{tok}'",
    "Hilbish λ os.setenv('{env}', '{tok}')",
    "ion ~ # export {env} = '{tok}'",
    "pwsh> $env:{env} = '{tok}'",
    "Apptainer def file:\n%environment\n    export {env}={tok}",
    "Jupyter cell: %env {env}={tok}",
    "R session: Sys.setenv({env} = \"{tok}\")",
    "Snakemake config.yaml: {slug}_key: {tok}",
    "Settings › Integrations › {vendor} › API key: {tok}",
    "CherryTree table 'Integrations': | {vendor} | cruise EB29 | {tok} |",
    "Roam [[Integrations]] **{vendor}** key `{tok}`",
    "IRCCloud #shorelab <temwa> {vendor} key for the data portal: {tok}",
    "Dino, Nii: the {vendor} token we're on now is {tok}, the old one is revoked",
    "Kustomer #6640: {vendor} sync fails with 401, configured key {tok}",
    "Ivanti SR-22850: {vendor} integration broken, current key {tok}",
    "hold on to my {vendor} API key for me: {tok}",
    "{vendor} API key lɛ ji {tok}",
    "API key ya {vendor} ni {tok}",
    "de {vendor} API key da {tok}",
    "{vendor} API key eli {tok}",
    "{vendor} API-лӧн ключ: {tok}",
    "{vendor} ke API key he {tok}",
    "{vendor}ぬAPIキーや {tok}",
    "API ključ za {vendor}: {tok}",
    "la API key de {vendor} es {tok}, no la pases",
    "API-Schlüssel für {vendor}: {tok}",
    "API-ключ от {vendor}: {tok}",
    "klucz API do {vendor}: {tok}",
    "{vendor} API キーは {tok} です",
    "{vendor} 的 API 金鑰：{tok}",
    "مفتاح API تبع {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    cds = v.uuid4(rng, "8")
    esri = "AAPK" + _r(rng, HEX, 32) + _r(rng, URLSAFE, 64)
    overleaf = "olp_" + _r(rng, ALNUM, 36)
    ncbi = _r(rng, HEX, 36)
    zotero = _r(rng, ALNUM, 24)
    issued = 1_861_000_000 + rng.randrange(2_000_000)
    earthdata = _jwt_of(rng, {"typ": "JWT", "origin": "Earthdata Login", "sig": "edljwtpubkey_ops", "alg": "RS256"},
                        {"type": "User", "uid": rng.choice(_USERS).replace(".", "_"), "exp": issued + 5_184_000,
                         "iat": issued, "iss": "https://urs.earthdata.nasa.gov"}, 342)  # fmt: skip
    return [
        Sample("vendor_token", f"~/.cdsapirc\nurl: https://cds.climate.copernicus.eu/api\nkey: {cds}", cds),
        Sample("vendor_token", f'<script>\n  esriConfig.apiKey = "{esri}";\n  const map = new Map({{ basemap: "arcgis/oceans" }});\n</script>', esri),
        Sample("vendor_token", f"git clone https://git:{overleaf}@git.overleaf.com/6643f1c2a9e7b40012d5e881 eb29-cruise-report", overleaf),
        Sample("vendor_token", f'from Bio import Entrez\nEntrez.email = "lab@ebbtide.lan"\nEntrez.api_key = "{ncbi}"', ncbi),
        Sample("vendor_token", f"zot = zotero.Zotero('4829113', 'group', '{zotero}')", zotero),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {earthdata}' 'https://cmr.earthdata.nasa.gov/search/granules.json?short_name=MUR-JPL-L4-GLOB-v4.1'", earthdata),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        slug = re.sub(r"[^a-z0-9]+", "_", vendor.lower()).strip("_")
        out.append(
            Sample("vendor_token", template.format(vendor=vendor, env=env, slug=slug, tok=tok), tok)
        )
    return out


_BARE_PLACES = ["{t}", "gomuks: {t}", "only shown once, parking it here:\n{t}", "token lɛ ji {t}",
                "de token da {t}", "{t}\n^ the new one, the old one is dead",
                "keep this for me please: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 32), ".", (URLSAFE, 40)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "jupyterhub_config.py: c.JupyterHub.cookie_secret = bytes.fromhex('{h}')": 64,
    "Galaxy galaxy.yml:\ngalaxy:\n  id_secret: {h}": 64,
    "Signal K security.json: \"secretKey\": \"{h}\"": 64,
    "eLabFTW .env: SECRET_KEY={h}": 64,
    "jupyter_server_config.py: c.IdentityProvider.token = '{h}'": 48,
    "Zenodo invenio.cfg: SECRET_KEY = '{h}'": 64,
    "backup lɛ encryption key: {h}": 64,
    "ključ za enkripciju backupa: {h}": 64,
    "резерв копиялӧн ключ: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Cherwell incident 40930: token grabbed from the browser's network tab {t}",
    "Cookie: lang=en; labguru_jwt={t}",
    "KEYCLOAK_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "de token da {t}",
    "token ni {t}",
    "Convos log: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_860_000_000 + rng.randrange(4_000_000)
    alg = ["ES384", "RS256", "HS512", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 900,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.ebbtide.lan/realms/ship",
            "azp": "thredds",
            "realm_access": {"roles": ["crew", "lab"]},
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, URLSAFE, 22)}
    sig = {"ES384": 128, "RS256": 342, "HS512": 86, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "the old deploy key for the mbes NUC, just in case:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Signal K ssl-key.pem:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"type": "service_account", "project_id": "ebbtide-ee", "private_key": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Dixa ticket 55-2050, pasted by the shipyard tech:\n{key}": ("PRIVATE KEY", "\n"),
    "privatni ključ servera:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "gpg --export-secret-keys --armor lab@ebbtide.lan\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABD",
               "EC PRIVATE KEY": "MIGkAgEBBDD", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 30) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "SeedSigner backup card, typing it up before I burn the paper: {p}": "english",
    "Specter DIY wallet seed\n{p}": "english",
    "Mycelium wallet, de seed words da {p}": "english",
    "Liana wallet recovery phrase: {p}": "english",
    "voice memo: the Blixt wallet words are {p} and that's all of them": "english",
    "CherryTree note: old cruise-fund wallet, already emptied {p}": "english",
    "frase de recuperación de la billetera Klever: {p}": "spanish",
    "frase di recupero del wallet Leather: {p}": "italian",
    "obnovovací fráze peněženky Krux: {p}": "czech",
    "Nova Wallet 복구 문구: {p}": "korean",
    "MathWallet 助记词：{p}": "chinese_simplified",
    "сид-фраза кошелька Tonhub: {p}": "russian",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split("\u3000") if "\u3000" in phrase else phrase.split(" ")
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        "  ".join(f"{k}.{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Dino, Nii: the ship's card for the Tema fuel order is {c}, exp {mm}/{yy}",
    "keep my backup card for me: {c} exp {mm}/{yy}",
    "Card no.: {c}\nExpiry: {mm}/{yy}",
    "Ivanti SR-22870: pay for the Niskin bottle spares with card {c}",
    "mi card namba: {c}, {mm}/{yy}",
    "nambala ya khadi lane: {c}",
    "mi card numbuh da {c}, {mm}/{yy}",
    "inumero notarjeta: {c}",
    "картаӧй номер: {c}",
    "ngài ke sin-yung-khâ hò-mâ: {c}, {mm}/{yy}",
    "わんぬカード番号ー {c}",
    "broj moje kartice: {c}, {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = ["mastercard", "visa", "amex", "unionpay", "discover", "jcb", "maestro", "diners"][
        index % 8
    ]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", ""][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(30, 39))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 08/31, CVV2 {cvv}", "the three numbers by the signature strip: {cvv}",
               "Amex {c}, the 4-digit CID printed above the number: {cvv}",
               "CVV sa poleđine kartice: {cvv}", "de tree numbuh pon de back ob de card da {cvv}",
               "el código de seguridad de la tarjeta es {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    code = _r(rng, D, 4 if brand == "amex" else 3)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 28; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`).
_IBAN_SHAPES = {"AE": "n" * 19, "IL": "n" * 19, "MD": "aa" + "n" * 18, "ME": "n" * 18,
                "TN": "n" * 20, "BG": "aaaa" + "n" * 6 + "c" * 8, "BR": "n" * 23 + "ac",
                "SI": "n" * 15}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice EB29-0412: please pay the survey fee to {i} within 14 days",
    "save the Tuzla sensor firm's IBAN: {i}",
    "IBAN: {i}\nPurpose: ADCP calibration, May",
    "Dino #finance: the port agent's new bank details, IBAN {i}",
    "mi IBAN: {i}",
    "IBAN yane: {i}",
    "mi IBAN da {i}",
    "менам IBAN: {i}",
    "ngài ke IBAN: {i}",
    "moj IBAN za uplatu: {i}",
    "o IBAN pra transferência internacional é {i}",
    "الآيبان تبعي: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _at_uid(g: random.Random) -> str:
    return "AT" + v.until(g, lambda h: "U" + h.choice("123456789") + _r(h, D, 7), at_uid.is_valid)


def _de_vat(g: random.Random) -> str:
    return "DE" + v.until(g, lambda h: h.choice("123456789") + _r(h, D, 8), de_vat.is_valid)


def _gb_vat(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 8), gb_vat.is_valid)
    return f"GB {number[:3]} {number[3:7]} {number[7:]}"


def _fr_tva(g: random.Random) -> str:
    number = v.until(g, lambda h: _r(h, D, 2) + h.choice("3456789") + _r(h, D, 8), fr_tva.is_valid)
    return f"FR {number[:2]} {number[2:]}"


def _cbu(g: random.Random) -> str:
    number = v.until(g, lambda h: "0" + _r(h, D, 21), ar_cbu.is_valid)
    return number if g.random() < 0.5 else str(ar_cbu.format(number))


def _jmbg(g: random.Random) -> str:
    """Bosnia and Herzegovina's JMBG: birth date (DDMMYYY), region 10 to 19, a serial and a
    mod-11 check digit (weights 7, 6, 5, 4, 3, 2 twice); a remainder that gives 10 is never
    issued. The algorithm is Slovenia's EMŠO, so `stdnum.si.emso` checks it."""
    while True:
        year = g.randrange(1950, 2006)
        body = (f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{year % 1000:03d}"
                f"{g.randrange(10, 20)}{g.randrange(0, 1000):03d}")  # fmt: skip
        total = sum(int(c) * w for c, w in zip(body, [7, 6, 5, 4, 3, 2] * 2, strict=True))
        if -total % 11 == 10:
            continue
        number = body + str(-total % 11 % 10)
        if si_emso.is_valid(number):
            return number


def _clabe(g: random.Random) -> str:
    """Mexico's CLABE: bank (3), branch city (3), account (11) and a check digit: each digit
    times 3, 7, 1 in turn, mod 10, summed; the check brings the sum to a multiple of 10.
    Tested first on Banxico's published 032180000118359719."""
    body = g.choice(["002", "012", "014", "021", "030", "036", "044", "072"]) + _r(g, D, 14)
    total = sum(int(c) * w % 10 for c, w in zip(body, [3, 7, 1] * 6, strict=False))
    return body + str(-total % 10)


_TW_LETTERS = {c: n for n, c in enumerate("ABCDEFGHJKLMNPQRSTUVXYWZIO", start=10)}


def _tw_arc(g: random.Random) -> str:
    """Taiwan's resident certificate number in its 2021 format: a letter, 8 or 9, seven digits
    and the national id's check digit (the letter's two digits weigh 1 and 9, the next eight 8 to
    1, the check brings the sum to a multiple of 10). Tested first on the published A123456789."""
    letter = g.choice("ABCDEFGHJKMNPQTUVXYZ")
    body = letter + g.choice("89") + _r(g, D, 7)
    n = _TW_LETTERS[letter]
    total = (
        n // 10
        + n % 10 * 9
        + sum(int(c) * w for c, w in zip(body[1:], [8, 7, 6, 5, 4, 3, 2, 1], strict=True))
    )
    return body + str(-total % 10)


def _jp_pension(g: random.Random) -> str:
    """Japan's basic pension number (基礎年金番号): four digits and six, no check digit."""
    return f"{g.randrange(1000, 10_000)}-{_r(g, D, 6)}"


def _gh_ssnit(g: random.Random) -> str:
    """Ghana's SSNIT number: a letter and twelve digits, no public check digit."""
    return g.choice("CDEF") + f"{g.randrange(40, 100):02d}" + _r(g, D, 10)


def _mw_id(g: random.Random) -> str:
    """Malawi's national ID number: eight capitals and digits, no public check digit."""
    return v.until(g, lambda h: _r(h, UPPER_DIGITS, 8), lambda s: any(c.isdigit() for c in s))


def _mbi(g: random.Random) -> str:
    """The US Medicare Beneficiary Identifier: eleven characters of a fixed shape (no S, L, O, I,
    B or Z), written in groups of four, three and four; no check digit."""
    letters = "ACDEFGHJKMNPQRTUVWXY"
    either = letters + D
    value = (g.choice("123456789") + g.choice(letters) + g.choice(either) + g.choice(D)
             + g.choice(letters) + g.choice(either) + g.choice(D) + g.choice(letters)
             + g.choice(letters) + _r(g, D, 2))  # fmt: skip
    return f"{value[:4]}-{value[4:7]}-{value[7:]}"


def _ru_passport(g: random.Random) -> str:
    """Russia's foreign passport: a two-digit series and seven digits."""
    return f"{g.randrange(70, 80)} {_r(g, D, 7)}"


def _mx_passport(g: random.Random) -> str:
    """Mexico's passport: a letter and eight digits."""
    return g.choice("GNP") + _r(g, D, 8)


def _mw_passport(g: random.Random) -> str:
    """Malawi's passport: MA and six digits."""
    return "MA" + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "JMBG: {s}": _jmbg,
    "moj JMBG je {s}": _jmbg,
    "UID-Nummer der Werft in Linz: {s}": _at_uid,
    "Austrian VAT (UID) of the winch supplier: {s}": _at_uid,
    "USt-IdNr. des Sensorherstellers in Kiel: {s}": _de_vat,
    "German VAT number of the Bremerhaven calibration lab: {s}": _de_vat,
    "VAT reg. no. of the Plymouth chandlery: {s}": _gb_vat,
    "UK VAT number for the Falmouth sonar repair invoice: {s}": _gb_vat,
    "n° de TVA intracommunautaire du chantier de Brest : {s}": _fr_tva,
    "CBU de la cuenta del agente portuario en Ushuaia: {s}": _cbu,
    "Argentine CBU for the Mar del Plata fuel supplier: {s}": _cbu,
    "CLABE interbancaria de la cooperativa pesquera de Tuxpan: {s}": _clabe,
    "Mexican CLABE of the Tampico port agent: {s}": _clabe,
    "居留證統一證號：{s}": _tw_arc,
    "Taiwan ARC number (new format) of the visiting scientist: {s}": _tw_arc,
    "わんぬ基礎年金番号ー {s}": _jp_pension,
    "mi SSNIT namba: {s}": _gh_ssnit,
    "nambala ya ID ya Malawi: {s}": _mw_id,
    "Aunt Essie Medicare numbuh da {s}": _mbi,
    "паспортӧй номер: {s}": _ru_passport,
    "nopasaporte inumero: {s}": _mx_passport,
    "nambala ya pasipoti yane: {s}": _mw_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER_DIGITS, 4)} {_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Zenodo 2FA recovery codes\n{codes}", "spare login codes for the shore lab's Microsoft account {codes}",
            "Labguru backup codes: {codes}", "mi 2FA backup codes:\n{codes}",
            "rezervni kodovi za 2FA: {codes}", "makodi gha backup gha 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Zenodo:nii@ebbtide.lan?secret={s}&issuer=Zenodo&algorithm=SHA1&period=30",
              "authenticator setup key for the ORCID account: {s}", "TOTP secret for the Labguru admin: {s}",
              "tajni ključ za 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your REDCap login code", "Ihr Anmeldecode für das DKB-Banking lautet {c}",
          "o seu código de verificação do gov.br é {c}", "mi verification code lɛ ji {c}",
          "de code dey sen me da {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 10, (index + 2) % 5)
    sep = ["\n", ", ", "\n", " "][index % 4] if (index + 2) % 5 != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["RV-Ebbtide-Crew", "Ebbtide-Lab-5G", "Vodafone_Osu_5G", "TNM-Mzuzu-4G", "Airtel_Karonga",
          "Hargray-Beaufort", "INFINITUM7F3A", "Telmex_Huejutla", "Rostelecom_Syktyvkar",
          "MTS-Ukhta-5G", "HiNet_Miaoli_5G", "OTV-Itoman", "BHTelecom-Mostar", "mtel_Tuzla_5G",
          "ShoreLab"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, passphrase {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nWPA2-PSK: {pw}",
    "lab network {s}, key {pw}",
    "wifi on the aft deck: {s} / {pw}",
    "iwctl --passphrase '{pw}' station wlan0 connect {s}",
    "hostapd.conf:\nssid={s}\nwpa_passphrase={pw}",
    "the key on the sticker under the bridge router: {pw}",
    "wifi {s} lɛ password ji {pw}",
    "mazgu ghachisisi gha wifi {s} ni {pw}",
    "de wifi {s} password da {pw}",
    "ichtacatlahtolli tlen wifi {s} eli {pw}",
    "wifi {s} паролыс: {pw}",
    "wifi {s} ke mit-mâ he {pw}",
    "wifi {s}ぬパスワードー {pw}",
    "šifra za wifi {s} je {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12)
    if roll < 0.3:
        return _r(rng, HEX, 16)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("olp_", (ALNUM, 20)), _j((HEX, 40)), _j((UPPER_HEX, 32)),
                 _j("6879-", (URLSAFE, 20)), _j((ALNUM, 24))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated] {t}",
          "(broken up so the IRCCloud preview won't show it) {t}", "nɔ kome kome: {t}",
          "slovo po slovo: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 3] for k in range(0, len(token), 3))}
    return {"t": [" ", " ", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["shia lɛ agbo code ji {pw}", "khodi ya chipata: {pw}", "de code fa de gate da {pw}",
          "ikoodigo tlen kaltentli: {pw}", "ӧдзӧслӧн код: {pw}", "šifra za kapiju: {pw}",
          "the freezer room keypad takes {pw} then ENTER", "padlock on the CTD cage: {pw}",
          "the chemical locker opens with {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kelp", "halyard", "bollard", "spindrift", "gannet", "mangrove", "plankton",
                 "kenkey", "chambo", "okra", "bocoles", "shanga", "goya", "burek", "lagoon",
                 "sextant"]  # fmt: skip
_PHRASES = {"age passphrase for the cruise archive: {p}": " ", "passphrase on the ship-lab backups: {p}": " ",
            "gocryptfs passphrase on the field laptop: {p}": "-", "LUKS passphrase (freezer logger SD card): {p}": ".",
            "passphrase lɛ ji {p}": " ", "pristupna fraza za backup: {p}": "_",
            "backup-лӧн passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Node-RED http request node, header Authorization: Basic {v}": True,
    "Caddyfile:\n    header_up Authorization \"Basic {v}\"": True,
    "http GET https://labguru.ebbtide.lan/api/v1/experiments 'Authorization: Bearer {v}'": False,
    "Bruno request file:\nauth:bearer {{\n  token: {v}\n}}": False,
    "fetch(url, {{headers: {{Authorization: 'Basic {v}'}}}})": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, URLSAFE][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "getmailrc:\n[retriever]\ntype = SimpleIMAPSSLRetriever\nserver = imap.ebbtide.lan\nusername = bosun\npassword = {pw}",
    ".offlineimaprc:\n[Repository shore-remote]\ntype = IMAP\nremotehost = imap.ebbtide.lan\nremoteuser = lab\nremotepass = {pw}",
    "neomuttrc:\nset imap_user = \"lab@ebbtide.lan\"\nset imap_pass = \"{pw}\"",
    "aerc accounts.conf:\n[ebbtide]\nsource = imaps://lab:{pw}@imap.ebbtide.lan",
    "himalaya config.toml:\n[accounts.ship]\nbackend.auth.type = \"password\"\nbackend.auth.raw = \"{pw}\"",
    "slurmdbd.conf:\nStorageType=accounting_storage/mysql\nStorageUser=slurm\nStoragePass={pw}",
    "iRODS server_config.json: \"zone_key\": \"{pw}\", \"negotiation_key\": \"32_byte_server_negotiation_key__\"",
    "THREDDS tomcat-users.xml: <user username=\"tdsadmin\" password=\"{pw}\" roles=\"tdsConfig,manager-gui\"/>",
    "pycsw.yml:\nrepository:\n  database: postgresql://pycsw:{pw}@postgis.ebbtide.lan/pycsw",
    "jupyterhub_config.py:\nc.JupyterHub.authenticator_class = 'dummy'\nc.DummyAuthenticator.password = \"{pw}\"",
    "telegraf.conf:\n[[outputs.mqtt]]\n  servers = [\"signalk.ebbtide.lan:1883\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "nextflow.config:\nenv {{\n    PGUSER = 'nf'\n    PGPASSWORD = '{pw}'\n}}",
    "Snakemake config.yaml:\npostgis:\n  user: snake\n  password: {pw}",
    ".dvc/config.local:\n['remote \"shore-nas\"']\n    user = lab\n    password = {pw}",
    "ERDDAP setup.xml: <emailUserName>erddap@ebbtide.lan</emailUserName><emailPassword>{pw}</emailPassword>",
    ".kermrc:\nset host modem.ebbtide.lan 23\ninput 10 Password:\noutput {pw}\\13",
    "create_ap.conf:\nSSID=EbbtideDeck\nPASSPHRASE={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Nii: wifi password in the dry lab?\nAdjeley: {pw}",
    "[06:41] essie: root pw for the winch PLC?\n[06:42] jabari: {pw}",
    "Haris: {pw} is the new Seapath admin password",
    "Temwa: use {pw}, that's what the CTD PC has now",
    "Tetteh: password hee lɛ ji {pw}",
    "Mphatso: mazgu ghachisisi ghaphya ni {pw}",
    "Citlali: yankuik ichtacatlahtolli eli {pw}",
    "Педӧр: выль пароль — {pw}",
    "A-fùng: sîn mit-mâ he {pw}",
    "タルー：みーパスワードー {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2063word = {pw}", "раssword → {pw}", "PASS\u00adWORD: {pw}",
    "𝑝𝑎𝑠𝑠𝑤𝑜𝑟𝑑 {pw}", "ｐａｓｓｗｏｒｄ：{pw}", "\u202apassword\u202c is {pw}", "ši\u200dfra: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout28's proportions).
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
    "the THREDDS manager password is": "{s}", "Seapath pw:": "{s} (since the Tema port call)",
    "Mi password lɛ ji": "{s}", "Kongsberg SIS password": "{s}\nchange it before the next leg",
    "Mazgu ghachisisi ni": "{s}", "Noichtacatlahtol eli": "{s}", "Moja šifra je": "{s}",
    "Victron VRM password": "{s}", "the password Essie read out over the VHF was": "{s}, I think",
    "Ngài ke mit-mâ he": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Zotero API key", "{s}", _j((ALNUM, 24))),
    ("split_token", "Overleaf git token:", "{s} (cruise report repo)", _j("olp_", (ALNUM, 36))),
    ("split_token", "ORCID client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "SeedSigner backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/30", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "ME"))),
    ("split_backup", "Zenodo recovery codes", "{s}\n7kq2-m9xw\nt4h8-p3vn", _j((LOWER_DIGITS, 4), "-", (LOWER_DIGITS, 4))),
    ("split_otp", "TOTP setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "JMBG", "{s}", _jmbg),
    ("split_phrase", "age passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"thredds": {"url": "https://thredds.ebbtide.lan/thredds", "manager_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"ichtacatlahtolli": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "essie.g", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"instruments": [{"name": "ADCP"}, {"name": "MBES", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["copernicusmarine", "login", "--username", "nii.o", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "Mazgu ghachisisi gha email yane ni {s}"}': ("meta_password", _plain_pw),
    '{"šifra": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Cerbo GX as engineer using the password {s}"}': ("meta_password", _plain_pw),
    '{"zotero": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 24))),
    '{"overleafGitToken": "{s}"}': ("meta_token", _j("olp_", (ALNUM, 36))),
    '{"redcap_token": "{s}"}': ("meta_token", _j((UPPER_HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((HEX, 40))),
    '{"billing": {"card_number": "{s}", "exp": "09/31"}}': ("meta_card", lambda g: v.grouped(v.card(g, "discover"), " ", g)),
    '{"port_agent": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "TN")),
    '{"crew": {"jmbg": "{s}"}}': ("meta_id", _jmbg),
    '{"mfa": {"backup_codes": ["{s}", "q8w3-k2zt", "m5n7-x4rd"]}}': ("meta_otp", _j((LOWER_DIGITS, 4), "-", (LOWER_DIGITS, 4))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"spotter_api_token": "{s}"}': ("meta_key", _j((HEX, 30))),
    '{"freezer_room": {"door_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"network": {"ssid": "RV-Ebbtide-Crew", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"gsw-3.6.19-cp311-cp311-manylinux_2_17_x86_64.whl").hexdigest()
_CONDA_SUM = hashlib.sha256(b"netcdf4-1.7.2-py311h1b9e2ab_0.conda").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/ebbtide/ctd-proc:2.1").hexdigest()
_COMMIT = hashlib.sha1(b"stations: add the EB29 station list", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ctd: revert the salinity fix", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"cast_0412.hex", usedforsecurity=False).hexdigest()
_BLAKE = hashlib.blake2b(b"eb29_50m.tif", digest_size=32).hexdigest()

CLEAN = [
    "Remind me to rotate the THREDDS password before the Tema port call on 2029-05-20.",
    "Nii asked for the dry lab wifi password; it's on the whiteboard in the mess.",
    "Policy: ship passwords are 16 characters or more and live only in the cruise vault.",
    "Please don't paste passwords into IRCCloud; send a vault link instead.",
    "The `.env.example` line `ZENODO_ACCESS_TOKEN=your-token-here` is a placeholder; the real token is in the vault.",
    "Tomcat's sample tomcat-users.xml ships with `<must-be-changed>` as its password; we replace it on every THREDDS install.",
    "Replace <YOUR_NCBI_API_KEY> in the README with the key from your NCBI account page.",
    "REDCAP_API_TOKEN and SOFAR_API_TOKEN must be set before the nightly sync runs.",
    "Kaaha mɔ ko o password.",
    "Kuti mungamuphalira munthu waliyose mazgu ghinu ghachisisi yayi.",
    "Dohn tell nobody ya password, yeddy?",
    "Amo xiquilhui aqui mo ichtacatlahtol.",
    "Некодлы эн висьтав ассьыд паролтӧ.",
    "M̀-hó pûn ngìn thâng ngì ke mit-mâ.",
    "ゆぬ人んかいパスワード言ちぇーないびらんどー。",
    "Nikome ne govori svoju šifru.",
    "La contra debe tener al menos catorce caracteres y un número, causa.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "كلمة السر لازم تكون ١٤ حرف على الأقل.",
    "비밀번호는 14자 이상이어야 해요.",
    "Upgraded THREDDS from 5.5 to 5.6 and JupyterHub to 5.2.1 while in port.",
    f"commit {_COMMIT} adds the EB29 station list.",
    f"Rolled back to {_SHORT} after the CTD converter broke the salinity column.",
    f"requirements.txt: gsw==3.6.19 --hash=sha256:{_WHEEL_SUM}",
    f"conda-lock.yml: netcdf4 1.7.2, sha256: {_CONDA_SUM}",
    f"b2sum of eb29_50m.tif (BLAKE2b-256): {_BLAKE}",
    f"The processing box runs ghcr.io/ebbtide/ctd-proc@sha256:{_IMAGE}.",
    f"MD5 of cast_0412.hex is {_MD5}, same as the copy on the shore NAS.",
    "Request id 3f9b1c07-6e2d-4a58-9c41-b7e02d5fa813 is the slow one in the Labguru logs.",
    "Order 114-3902217-6648105 for the Niskin bottle O-rings ships on Thursday.",
    "Kustomer conversation #6612: the fume hood alarm in the wet lab keeps tripping.",
    "Call the Tema port agent on +233 30 320 1847 before 10:00.",
    "FedEx tracking 7749 3318 2046 with the spare conductivity cell is at the Beaufort depot.",
    "RV Ebbtide, IMO 9074729, MMSI 338123456, call sign WDK4419.",
    "Station 14 at 34°41.2'N 76°40.8'W, CTD cast 0412 to 220 dbar.",
    "After five wrong passwords Labguru locks the account for 15 minutes.",
    "The 300 kHz ADCP pings every 1.2 s; the 38 kHz one stays off on this leg.",
    "The secret of a good kenkey is the long fermentation.",
    "Ask Haris for the freezer room code, I don't have it.",
    "My card ending 4417 was declined at the Mzuzu hardware store.",
    "The port agent wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the lab's Zenodo account and keep them in the bridge safe.",
    "No wallet's support will ever ask you for your seed words.",
    "Keep `COPERNICUSMARINE_SERVICE_PASSWORD` in the secrets store, never in the repository.",
    "The padlock on the CTD cage seizes up with salt; oil it after every cast.",
    "Labguru 2029.4 moved the API key page under Account settings.",
    "DOI 10.5281/zenodo.8123456 is the EB28 dataset; cite it with ORCID iD 0000-0002-1825-0097.",
    "The guest wifi 'Ebbtide-Visitors' is open, no password needed.",
    "GenBank accession OR912345 is the copepod COI sequence from station 9.",
    "Departure 06:30 on 2029-05-22; the leg runs 11 days with one port call in Tema.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2029-05-01T07:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/ship/thredds", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 417}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "gsw", "version": "3.6.19"}}',
    '{"ticket": "KU-6612", "order": "114-3902217-6648105"}',
    '{"vessel": {"imo": "9074729", "mmsi": "338123456", "call_sign": "WDK4419"}}',
    '{"phone": "+233 30 320 1847", "city": "Tema"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "casts_done": 41}',
    '{"cast": {"id": "EB29-0412", "max_pressure_dbar": 220, "lat": 34.6867, "lon": -76.68}}',
    '{"doi": "10.5281/zenodo.8123456", "orcid": "0000-0002-1825-0097", "license": "CC-BY-4.0"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
