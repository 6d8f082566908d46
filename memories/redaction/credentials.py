"""Credentials written the way commands write them, not as `label = value`.

Part of the scrubber (`memories.redaction`); pure. A command-line tool's password flag
(`sshpass -p …`, `mysql -p…`, `curl -u user:…`, `smbclient -U user%…`, `keytool -storepass …`,
`sqlplus scott/…@orcl`), any command's `--…password …` or `-…pass …` flag, any command's `-u
USER:…` when the part after the colon reads as a password, `AUTH …` at a Redis-protocol prompt, a
value named after the fact ("… is the password"), and what a cracker prints (hashcat's `<hash>:<password>`,
aircrack-ng's `KEY FOUND! [ … ]`). Login pairs are `logins`', spelled-out passwords `spoken`'s.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from memories.redaction.assign import NOT_MODIFIERS, is_label_value
from memories.redaction.entropy import entropy
from memories.redaction.family import Family, Span, groups_of
from memories.redaction.first_chars import guard
from memories.redaction.first_look import Starts
from memories.redaction.labels import PROSE_WORDS
from memories.redaction.shapes import has_classes, is_key_run, letters_and_a_digit
from memories.redaction.stem_looks import stem_look

__all__ = ["BEFORE_NAMED", "FAMILIES", "NAMED_RE"]

# A Windows program by its name (`cmd`, `powershell.exe`, `compmgmt.msc`): what `runas` runs.
_WINDOWS_PROGRAM = (
    r"(?i:(?:cmd|powershell|pwsh|notepad|mmc|explorer|regedit|taskmgr|wt|bash|control|msiexec)"
    r"(?:\.exe)?(?![^\s])|[^\s]+\.(?:exe|msc|bat|cmd|lnk|ps1|cpl)(?![^\s]))"
)
# Samba's `-U [domain/]user%password`, quoted or not (smbclient, rpcclient, `net rpc … -U …`).
_SAMBA_USER = r"-U[ \t]*['\"]?[^\s%'\"]+%"

# htpasswd's flags (`-C` takes a cost), and any of them before one.
_HTPASSWD_FLAG = r"(?:C[ \t]+\d+|[a-zA-Z0-9]+)"
_HTPASSWD_FLAGS = r"(?:-" + _HTPASSWD_FLAG + r"[ \t]+)*"
# tpm2-tools' flags other than an auth value's, each with its value (`-Q`, `-V`: none).
_TPM2_FLAG = (
    r"(?:-[QVZh]|--(?:quiet|verbose|enable-errata))[ \t]+"
    r"|(?:-[a-oq-zA-OQ-Z][ \t]*[^\s-]\S*|--(?![a-z\-]*auth\b)[\w\-]+(?:=\S*|[ \t]+[^\s-]\S*))[ \t]+"
)
# Each tool's flag that takes a password, written right before the value (a regex fragment).
_TOOL_FLAGS: tuple[tuple[str, str], ...] = (
    (r"sshpass", r"-p[ \t]*"),
    # (-p alone: it prompts; MySQL Utilities' `--server=user:…@host`)
    (
        r"mysql\w*|mariadb\w*",
        r"-p(?=[^\s-]|\x1f)|--password=|--(?:server|source|destination|master|slave)=[^\s:@]+:",
    ),
    # Redis' and its forks' clients and benchmarks (`-a`, memtier's `--authenticate`), MinIO's
    # client (`mc alias set NAME URL ACCESS SECRET`), DB2's `connect … using …`, Cloud Foundry's
    # `cf auth USER PASSWORD`, VMware's `vmrun -gp/-vp`, poppler's `-upw/-opw`.
    (
        r"(?:redis|valkey|keydb|dragonfly)-(?:cli|benchmark)|memtier_benchmark|iredis",
        r"-a[ \t]+|--authenticate(?:[ \t]+|=)",
    ),
    # Apache Qpid's tools, the broker's address with its login (`qpid-config -b USER/…@HOST`),
    # and linphone's console registering an account (`register sip:USER@HOST [PROXY] …`).
    (
        r"qpid-(?:config|stat|route|tool|queue-stats|printevents|ha|send|receive)",
        r"(?:-[ab]|--broker(?:-addr)?)(?:[ \t]+|=)['\"]?[^\s/@:'\"]+/",
    ),
    (r"linphonec(?:sh)?", r"register[ \t]+sip:\S+[ \t]+(?:sips?:\S+[ \t]+)?(?=[^\s-])"),
    # (a subcommand in the tool's pattern: a short or common name alone, `mc`, `cf`, `security`,
    # would let the first look pass the family for "mcp", "cfg" or prose)
    (r"mc[ \t]+(?:alias[ \t]+set|config[ \t]+host[ \t]+add)", r"\S+[ \t]+\S+[ \t]+\S+[ \t]+"),
    (r"db2", r"using[ \t]+"),
    (r"cf[ \t]+auth", r"[^\s-]\S*[ \t]+(?=[^\s-])"),
    (r"vmrun", r"-[gv]p[ \t]+"),
    (r"ncat", r"--proxy-auth(?:[ \t]+|=)['\"]?[^\s:'\"]+:"),
    (r"xl2tpd-control", r"connect[ \t]+\S+[ \t]+\S+[ \t]+"),
    (
        r"pdfto(?:text|html|ppm|cairo|ps|png)|pdf(?:info|fonts|images|detach|attach|sig|separate|unite)",
        r"-[uo]pw[ \t]+",
    ),
    # What hashes a password it is given (`openssl passwd -6 …`, `slappasswd -s …`, `doveadm pw
    # -p …`, `caddy hash-password --plaintext …`): often inside `$(…)`, as `useradd -p`'s value.
    (r"slappasswd", r"-s[ \t]+"),
    # (ptunnel's, an ICMP tunnel's shared password: `ptunnel -p relay … -x '…'`)
    (r"ptunnel(?:-ng)?", r"-x[ \t]+"),
    # Tools that set a password they are given: `useradd -p …`, `samba-tool user create bob …`,
    # macOS' keychain (`security add-generic-password … -w …`) and wifi (`networksetup
    # -setairportnetwork en0 SSID …`), rclone's `obscure …`, Kerberos' and Vertica's `-w …`,
    # Poetry's and Composer's `config http-basic.REPO user …`.
    (r"useradd|usermod|adduser", r"-p[ \t]+|--password(?:[ \t]+|=)"),
    (r"samba-tool", r"user[ \t]+(?:create|add)[ \t]+\S+[ \t]+(?=[^\s-])"),
    (r"security[ \t]+(?:add|set|delete)-(?:generic|internet)-password", r"-w[ \t]+(?=[^\s-])"),
    (r"security[ \t]+unlock-keychain", r"-p[ \t]+(?=[^\s-])"),
    # Oracle's wallet: `mkstore -wrl DIR -createCredential ALIAS USER PASSWORD`.
    (r"mkstore", r"-(?:create|modify)Credential[ \t]+\S+[ \t]+\S+[ \t]+(?=[^\s-])"),
    (r"networksetup", r"-setairportnetwork[ \t]+\S+[ \t]+\S+[ \t]+"),
    (r"rclone", r"obscure[ \t]+"),
    (r"kadmin(?:\.local)?|vsql", r"-w[ \t]+"),
    (r"(?:poetry|composer)[ \t]+config", r"(?:-\S+[ \t]+)*http-basic\.\S+[ \t]+\S+[ \t]+"),
    (r"doveadm", r"-p[ \t]+"),
    (r"caddy", r"--plaintext(?:[ \t]+|=)"),
    (r"sentinel[ \t]+auth-pass", r"\S+[ \t]+(?=\S)"),  # (its master's name, then the password)
    (r"SENTINEL[ \t]+SET", r"\S+[ \t]+auth-pass[ \t]+"),
    # (`docker run -p 8080:80` publishes a port: only a login's -p is a password)
    (
        r"(?:docker|podman|nerdctl|buildah|skopeo|oras)[ \t]+login|az[ \t]+login"
        r"|helm[ \t]+(?:registry[ \t]+login|repo[ \t]+add)",
        r"(?:-p|--password)(?:[ \t]+|=)",
    ),
    # (`-nb user pw` prints the line; `-b file user pw` writes it; its flags grouped or one by
    # one, in any order: `-c -b`, `-B -C 12 -b`, `-n -b`)
    (
        r"htpasswd|htdbm",
        r"(?=" + _HTPASSWD_FLAGS + r"-[a-zA-Z]*b)(?:(?=" + _HTPASSWD_FLAGS + r"-[a-zA-Z]*n)"
        r"(?:-" + _HTPASSWD_FLAG + r"[ \t]+)+[^\s-]\S*[ \t]+"
        r"|(?!"
        + _HTPASSWD_FLAGS
        + r"-[a-zA-Z]*n)(?:-"
        + _HTPASSWD_FLAG
        + r"[ \t]+)+[^\s-]\S*[ \t]+\S+[ \t]+)",
    ),
    # (and Samba's LDB tools: `ldbedit -H ldap://… -U user%…`)
    (
        r"smbclient|rpcclient|smbmap|smbget|mount\.cifs|ldb(?:edit|search|modify|add|del|rename)",
        _SAMBA_USER,
    ),
    (r"ldap\w*", r"-w[ \t]*|-s[ \t]+(?=\S)"),  # (`ldappasswd -s` sets a new password)
    # unixODBC's `isql DSN USER PASSWORD` (its flags first: `-v`, `-b`); SQL Server's sqlpackage
    # and the data tools' slash flags (`/sp:`, `/TargetPassword:`); SSIS' `dtexec /De …`;
    # QEMU's inline secret object (`--object secret,id=s0,data=…`).
    (
        r"sqlcmd|bcp|osql|isql|iusql",
        r"-P[ \t]*|(?:(?<=isql[ \t])|(?<=iusql[ \t]))(?:-[a-z\d]+[ \t]+)*[^\s-]\S*[ \t]+[^\s-]\S*[ \t]+(?=[^\s-])",
    ),
    (r"(?i:sqlpackage(?:\.exe)?)", r"/(?i:sp|tp|SourcePassword|TargetPassword)[:=]"),
    (r"(?i:dtexec)", r"/(?i:de(?:crypt)?)[ \t]+"),
    (r"(?i:dtutil(?:\.exe)?)", r"/(?i:SourceP|DestP|Dec(?:rypt)?)[ \t]+"),  # (its package's store)
    (r"qemu[\w\-]*", r"(?:--object|-object)[ \t]+secret,(?:[\w\-]+=[^,\s]*,)*data="),
    (r"mongo\w*", r"(?:-p|--password)(?:[ \t]+|=)"),
    (r"zip|unzip|zipcloak|7z|7za|7zr|rar|unrar", r"-P[ \t]+|-h?p(?=\S)"),
    (
        r"openssl",
        r"-(?:pass|passin|passout)[ \t]+pass:|-k[ \t]+"
        r"|passwd[ \t]+(?:-(?:salt|in)[ \t]+\S+[ \t]+|-\w+[ \t]+)*(?=[^\s<>-])",
    ),
    (r"gpg2?", r"--passphrase(?:[ \t]+|=)"),
    (r"plink|pscp|psftp", r"-pw[ \t]+"),
    (r"xfreerdp|wlfreerdp|sdl-freerdp", r"/p:"),
    (
        r"net",
        r"use[ \t]+(?:\S+:[ \t]+)?\\\\\S+[ \t]+(?=[^\s/])|/user:\S+[ \t]+|user[ \t]+[^\s/]+[ \t]+(?=[^\s/]+[ \t]+/(?:add|domain|y)\b)"
        + "|"
        + _SAMBA_USER,
    ),
    (  # (HTTPie's and xh's `-a user:…`; curl's `-a` appends; an empty user: `-u ':<key>'`)
        r"http|https|xhs?(?=[ \t])",
        r"(?:-a|--auth|-u|--user|-U|--proxy-user)(?:[ \t]+|=)['\"]?[^\s:'\"]*:",
    ),
    (  # (or an API's key as the user, with no password: `curl -u <key>: https://…`)
        r"curl|wget|svn|ftp",
        r"(?:-u|--user)(?:[ \t]+|=)['\"]?(?=[0-9A-Za-z_\-]{16,}:(?:[\s'\"]|$))"
        r"|(?:-u|--user|-U|--proxy-user)(?:[ \t]+|=)['\"]?[^\s:'\"]*:",
    ),
    # (and its own command in `~/.lftprc` or a script, the user and the password joined by a comma:
    # `open -u user,… host`)
    (r"lftp", r"(?:-u|--user)(?:[ \t]+|=)['\"]?[^\s:,'\"]+[:,]"),
    (r"open(?=[ \t]+-u[ \t]+[^\s:,/'\"]+,)", r"-u[ \t]+[^\s:,/'\"]+,"),
    (r"hydra|medusa|ncrack|psexec|paexec|rdesktop", r"-p[ \t]+"),  # (-P: a file)
    # (winexe's login is Samba's too: `winexe -U 'DOMAIN/user%…' //host cmd`)
    (r"winexe", r"-p[ \t]+|" + _SAMBA_USER),
    (r"ipmitool|mosquitto_\w+", r"-P[ \t]+|-b[ \t]+(?:-c[ \t]+)?\S+[ \t]+\S+[ \t]+"),
    (r"ncftp\w*|cqlsh|cypher-shell|fs_cli", r"-p[ \t]+"),  # (and FreeSWITCH's console)
    # (the ESP boards' over-the-air uploader: `espota.py -i HOST -a PASSWORD -f firmware.bin`)
    (r"espota(?:\.py)?", r"(?:-a|--auth)(?:[ \t]+|=)"),
    (r"snmp\w+", r"-[AX][ \t]+"),  # (SNMPv3's auth and privacy passphrases)
    # (SUSE's registration code: `SUSEConnect -r …`, `--regcode …`)
    (r"SUSEConnect|suseconnect", r"(?:-r|--regcode)(?:[ \t]+|=)"),
    # (never the program it runs: `runas /user:COOP\\imna cmd`, `… "mmc.exe compmgmt.msc"`)
    (
        r"runas",
        r"/user:\S+[ \t]+(?=[^\s/\"'])(?!" + _WINDOWS_PROGRAM + r")",
    ),
    (
        r"rabbitmqctl",
        r"(?:add_user|change_password|authenticate_user)[ \t]+\S+[ \t]+|hash_password[ \t]+",
    ),
    # XMPP servers' users (`prosodyctl register USER HOST PASSWORD`, ejabberd's the same), Ceph's
    # dashboard user (`ceph dashboard ac-user-create USER PASSWORD ROLE`), Hadoop's credential
    # store (`hadoop credential create ALIAS -value …`).
    (r"prosodyctl|ejabberdctl", r"register[ \t]+\S+[ \t]+\S+[ \t]+(?=[^\s-])"),
    (r"ceph", r"dashboard[ \t]+ac-user-create[ \t]+(?:-\S+[ \t]+)*[^\s-]\S*[ \t]+(?=[^\s-])"),
    (r"hadoop|hdfs", r"credential[ \t]+create[ \t]+\S+[ \t]+(?:-\S+[ \t]+\S+[ \t]+)*?-value[ \t]+"),
    # (and Oracle E-Business Suite's loaders: `FNDLOAD apps/… 0 Y DOWNLOAD …`, `FNDCPASS apps/…`)
    (
        r"sqlplus|expdp|impdp|rman|dgmgrl|FNDLOAD|WFLOAD|FNDCPASS|AFPASSWD",
        r"(?:-\w+[ \t]+)*[\w$#.]+/(?=[^\s@/]+@|[^\s@/]+(?:\s|$))",
    ),
    # (and E-Business Suite's scripts: `adstpall.sh apps/…`, `adautocfg.sh appspass=…`)
    (
        r"ad[a-z]{3,12}\.(?:sh|pl|cmd)|txkrun\.pl",
        r"[\w$#.]+/(?=[^\s@/]+@|[^\s@/]+(?:\s|$))|(?i:-?appspass)=",
    ),
    # (Oracle's and DM's loaders and dumps take the same login as `USERID=user/…@db`)
    (
        r"sqlldr|exp|imp|dmfldr|dexp|dimp|disql",
        r"(?i:userid)=['\"]?[\w$#.]+/(?=[^\s@/]+@|[^\s@/]+(?:\s|$))",
    ),
    (r"wpa_passphrase", r"\S+[ \t]+"),
    # (NetworkManager's: `nmcli dev wifi connect 'SSID' password '…'`, `… wifi-sec.psk …`)
    (r"nmcli", r"password[ \t]+|(?:wifi-sec|802-11-wireless-security)\.psk[ \t]+"),
    # (IRIS's `FetchData -a USER:PASSWORD`, a seismic network's restricted data)
    (r"FetchData", r"-a[ \t]+[^\s:]+:"),
    # Quest's `vastool -u USER -w PASSWORD join …`, Dogtag's `pki … -c PASSWORD` (its NSS
    # database's), Mailman's `newlist [-q] LIST OWNER@… PASSWORD`, NetScaler's `add system user
    # NAME PASSWORD`.
    (r"vastool", r"-w[ \t]+"),
    # The IRC bouncer pounce's and the client catgirl's server password (`-w`, pounce's `-W` for
    # its own clients) and SASL login (`-e USER:PASSWORD`).
    (r"pounce|catgirl", r"-[wW][ \t]+|-e[ \t]+[^\s:]+:"),
    # Intel's `syscfg /bap OLD NEW` and `/bup` (a BIOS's admin and user passwords), Open5GS's
    # `open5gs-dbctl add IMSI K OPC` (a SIM's keys), CLC Server's command line's `-W`.
    (r"syscfg", r"/b[au]p[ \t]+(?:\"[^\"\n]*\"|\S+)[ \t]+"),
    (r"open5gs-dbctl", r"(?=[0-9A-Fa-f]{32}(?![\w\-]))"),
    (r"clcserver", r"-W[ \t]+"),
    (r"pki", r"-c[ \t]+"),
    (r"newlist", r"(?:-\w+[ \t]+)*[\w.\-]+[ \t]+[\w.+\-]+@[\w.\-]+[ \t]+"),
    (r"(?:add|set)[ \t]+system[ \t]+user", r"(?<=user )[\w.][\w.\-]*[ \t]+(?=[^\s-])"),
    # Zimbra's and Carbonio's account admin (`zmprov sp USER PASSWORD`, `ca USER PASSWORD`).
    (r"zmprov|carbonio[ \t]+prov", r"(?:sp|setPassword|ca|createAccount)[ \t]+\S+@\S+[ \t]+"),
    # SAP's BR*Tools (`brbackup -u system/…`), Icecast's oggfwd (`oggfwd [flags] HOST PORT
    # PASSWORD MOUNT`).
    (r"br(?:backup|archive|restore|connect|space|recover|tools)", r"-u[ \t]+[\w$#.]+/(?=[^\s@/]+)"),
    (r"oggfwd", r"[\w\-]+(?:\.[\w\-]+)*[ \t]+\d{2,5}[ \t]+(?=[^\s/-])"),
    # shadowsocks' and tinyfecvpn's clients and servers (`ss-local … -k PASSWORD`), ckanapi's API
    # key (`-a KEY`), onesixtyone's SNMP community after its host (`onesixtyone 10.0.0.1 …`).
    (
        r"ss-(?:local|server|redir|tunnel|manager)|sslocal|ssserver|tinyfecvpn|tinyvpn"
        r"|speederv2|udpspeeder|udp2raw(?:_\w+)?",
        r"-k[ \t]+",
    ),
    # AIS-catcher's sharing key (`-X <uuid>`), Husarnet's join code (`husarnet join <code>`).
    (r"AIS-catcher", r"-X[ \t]+(?=[\w\-]{16,})"),
    (r"husarnet", r"join[ \t]+(?=[0-9a-f:]{8,}/)"),
    # A Proxmark's MIFARE key and T55xx password (`pm3 -c "hf mf rdbl --blk 8 -a -k …"`)
    (r"pm3|proxmark3", r"(?:-k|-p)[ \t]+(?=[0-9A-Fa-f]{8}(?:[0-9A-Fa-f]{4})?(?![\w\-]))"),
    # LogMeIn Hamachi's network password (`hamachi do-join NETWORK …`, `hamachi set-pass NETWORK …`)
    (r"hamachi", r"(?:do-join|set-pass)[ \t]+\S+[ \t]+(?=[^\s-])"),
    # Hamlib's daemons' password (`rigctld … -A '…'`), mpfshell's WebREPL password after the
    # host (`mpfshell -o ws:HOST,…`), Panel's basic-auth password (`panel serve … --basic-auth '…'`,
    # not a file of users).
    (r"rigctld|rotctld", r"-A[ \t]+|--password(?:[ \t]+|=)"),
    # Tasmota's decode-config (`decode-config.py -s HOST -p …`), Gupta SQLTalk's `CONNECT DB CURSOR
    # USER/…`.
    (r"decode-config(?:\.py)?", r"-p[ \t]+|--password(?:[ \t]+|=)"),
    (r"SQLTalk>", r"(?i:connect)[ \t]+\S+[ \t]+\d+[ \t]+[^\s/]+/"),
    (r"mpfshell", r"(?:-o|-c[ \t]+open|open)[ \t]+ws:[^\s,]+,"),
    (r"panel[ \t]+serve", r"--basic-auth(?:[ \t]+|=)(?![^\s]*\.json)(?=['\"]?[^\s:'\"]+)"),
    # MicroK8s' join token (`microk8s join HOST:PORT/TOKEN/HASH`), WinZip's command line's
    # password glued to its flag (`wzzip -s"…"`).
    (r"microk8s", r"join[ \t]+[\w.\-]+:\d{2,5}/(?=[0-9a-f]{16,})"),
    # fwknop's SPA key (`--key-rijndael …`, `--key-hmac …`), Avamar's `avtar --ap=…`, Windows'
    # iSCSI login (`iscsicli QLoginTarget TARGET USER PASSWORD`).
    (r"fwknop", r"--key-(?:rijndael|hmac|gpg-?\w*)(?:[ \t]+|=)"),
    (r"avtar|avmgr|mccli", r"--(?:ap|password)(?:[ \t]+|=)"),
    (r"(?i:iscsicli)", r"(?i:QLoginTarget|LoginTarget)[ \t]+\S+[ \t]+(?!\*)\S+[ \t]+(?=[^\s*-])"),
    (r"wzzip|wzunzip", r"-s(?=[^\s-])"),
    (r"ckanapi", r"-a[ \t]+"),  # (CKAN's API key)
    # magic-wormhole's code (`wormhole receive 26-stagehand-souvenir`: whoever has it gets the
    # file), xrdp's `xrdp-sesrun HOST USER PASSWORD …`, a WPS PIN set by hostapd's or
    # wpa_supplicant's CLI (`wps_ap_pin set 60446824`).
    (r"wormhole(?:-william)?", r"receive[ \t]+(?:--?[\w\-]+[ \t]+)*(?=\d{1,4}-[a-z]+-[a-z])"),
    (  # (and Supermicro's `SMCIPMITool HOST USER PASSWORD COMMAND`)
        r"xrdp-sesrun|(?i:smcipmitool)",
        r"(?:\d{1,3}(?:\.\d{1,3}){3}|localhost|[\w\-]+\.[\w.\-]+)[ \t]+[^\s-]\S*[ \t]+(?=[^\s-])",
    ),
    (r"hostapd_cli|wpa_cli", r"wps_ap_pin[ \t]+set[ \t]+|wps_pin[ \t]+\S+[ \t]+(?=\d)"),
    (r"arj", r"-g(?=[^\s-])"),  # (ARJ's archive password, glued to its flag)
    # suckless' IRC client's server password (`sic -h HOST -n NICK -k …`), HTCondor's stored
    # credential (`condor_store_cred add -p …`).
    (r"sic", r"(?:-[hpn][ \t]+\S+[ \t]+)*-k[ \t]+"),
    (r"condor_store_cred", r"(?:add|add-oauth)?[ \t]*(?:-\w+[ \t]+(?!-)\S+[ \t]+)*?-p[ \t]+"),
    # cpdf's owner password (`cpdf -encrypt AES256 OWNER USER in.pdf`), sedutil's password before
    # the drive (`sedutil-cli --setLockingRange 0 RW … /dev/nvme0`), obs-cmd's WebSocket password
    # in its URL's path (`obs-cmd --websocket obsws://HOST:PORT/…`).
    (r"cpdf", r"-encrypt[ \t]+\S+[ \t]+"),
    # qpdf's user and owner passwords, before the key's length (`qpdf --encrypt U O 256 -- …`).
    (
        r"qpdf",
        r"--encrypt[ \t]+|(?<=[ \t])['\"]?[^\s'\"-][^\s'\"]*['\"]?[ \t]+"
        r"(?=['\"]?[^\s'\"]+['\"]?[ \t]+(?:40|128|256)(?![\w.]))",
    ),
    # 1C's other launcher (`1cestart.exe … /P …`), Upyun's `upx login BUCKET OPERATOR …`, Huawei
    # OBS's `obsutil config -i=AK -k=SK`.
    (r"1cestart(?:\.exe)?", r"/(?:ConfigurationRepository)?P[ \t]*(?=[^\s/])"),
    (r"upx", r"login[ \t]+[^\s-]\S*[ \t]+[^\s-]\S*[ \t]+(?=[^\s-])"),
    (r"obsutil", r"-k=|-k[ \t]+"),
    # ZooKeeper's CLI, a digest login typed at its prompt (`zkCli.sh … addauth digest USER:…`).
    (r"zkCli(?:\.sh)?|zkcli", r"addauth[ \t]+digest[ \t]+[^\s:]+:"),
    # BitlBee's account password, said to its control channel (`/msg &bitlbee identify …`), and
    # OsmoHLR's SIM keys (`subscriber imsi … update aud3g milenage k … opc …`).
    (r"bitlbee[ \t]+identify", r"(?<=identify[ \t])(?:-noload[ \t]+|-force[ \t]+)?"),
    (r"aud3g|aud2g", r"\w+[ \t]+(?:k|ki)[ \t]+(?=[0-9a-fA-F]{32})"),
    (r"sedutil-cli", r"--\w+(?:[ \t]+(?!/dev/)\S+)*?[ \t]+(?=[^\s/-]\S*[ \t]+/dev/)"),
    (r"obs-cmd", r"(?:-w|--websocket)[ \t]+obsws://[^\s/]+/"),
    (
        r"mutool",
        r"(?:clean|draw|convert|show|extract|info|pages|poster|merge)[ \t]+(?:-\w+[ \t]+)*?-p[ \t]+",
    ),
    # A modem's SIM PIN given to OpenWrt's uqmi, ModemManager's mmcli, libqmi's qmicli.
    (r"uqmi", r"--(?:verify|unblock)-pin[12]?[ \t]+"),
    (r"mmcli", r"--pin=|--pin[ \t]+"),
    # A smart card's or token's PIN, PUK and new PIN: Yubico's PIV tool and ykman (`-P OLD -N
    # NEW`), GnuTLS' p11tool (`--set-pin=…`), OpenSC's pkcs11-tool (`--pin …`, `--new-pin …`).
    (
        r"yubico-piv-tool|ykman",
        r"-[PNn][ \t]*(?=[^\s-])|--(?:new-)?(?:pin|puk)(?:[ \t]+|=)|--management-key(?:[ \t]+|=)",
    ),
    (r"p11tool|pkcs11-tool", r"--(?:set-|new-)?(?:so-)?pin(?:[ \t]+|=)"),
    # A TSIG key given to nsupdate: `-y [hmac-sha256:]NAME:SECRET`.
    (r"nsupdate", r"-y[ \t]+['\"]?(?:hmac-[\w\-]+:)?[^\s:'\"]+:"),
    (r"qmicli", r"--uim-verify-pin=PIN[12]?,"),
    (r"onesixtyone", r"(?:-[a-z][ \t]+(?:\S+[ \t]+)?)*\d{1,3}(?:\.\d{1,3}){3}[ \t]+"),
    # SAP ASE's and IQ's `datacopy -S SERVER/USER/PASSWORD/DB/…` (and `-D` for the target).
    (r"datacopy", r"-[SD][ \t]+[\w.\-]+/[\w$#.\-]+/(?=[^\s/]+)"),
    (
        r"deluge-console|console\.sh|console\.bat",
        r"[\"']?connect[ \t]+\S+[ \t]+[^\s;\"']+[ \t]+",
    ),  # (`connect HOST USER …`)
    (r"ssh-keygen", r"-[NP][ \t]*"),  # (a key's new and old passphrase)
    # DigitalOcean's `doctl auth init -t …`, Kamailio's and OpenSIPS' `kamctl add USER PASSWORD`,
    # HammerDB's `diset connection mssqls_pass …` (a dictionary's key that names a password).
    (r"doctl", r"(?:-t|--access-token)(?:[ \t]+|=)(?=['\"]?[\w\-]{12,})"),  # (a token's length)
    (r"kamctl|opensips-?ctl", r"(?:add|passwd)[ \t]+\S+[ \t]+(?=[^\s-])"),
    (r"diset", r"[\w\-]+[ \t]+\w*(?:pass|pwd|password)[ \t]+(?=\S)"),
    # Hysteria's client (`--auth …`), mitmproxy's proxy login (`--proxyauth USER:…`), Cargo's
    # registry token (`cargo login [--registry NAME] …`).
    (r"hysteria", r"--auth(?:[ \t]+|=)"),
    (r"mitm(?:dump|proxy|web)", r"--proxyauth(?:[ \t]+|=)['\"]?[^\s:'\"]+:"),
    (r"cargo[ \t]+login", r"(?:--registry(?:[ \t]+|=)\S+[ \t]+)?(?=['\"]?[\w\-]{12,})"),
    # Home Assistant's user and its password (`hass --script auth add USER PASSWORD`, `change_password`).
    (r"hass", r"--script[ \t]+auth[ \t]+(?:add|change_password)[ \t]+\S+[ \t]+(?=[^\s-])"),
    (r"vncpasswd|x11vnc", r"-(?:storepasswd|passwd)[ \t]+"),
    # vncdotool's `-p …` (vncviewer's `-passwd` names a file); the RTSP servers' and clients'
    # login: v4l2rtspserver's `-U user:…`, live555's `-u user …`, mjpg-streamer's `-c user:…`.
    (r"vncdo(?:tool)?|vnclog", r"-p[ \t]+|--password(?:[ \t]+|=)"),
    (r"(?:h264_)?v4l2rtspserver", r"-U[ \t]*['\"]?[^\s:'\"]+:"),
    (r"openRTSP|live555ProxyServer", r"-[uU][ \t]+[^\s-]\S*[ \t]+(?=[^\s-])(?![a-z]+://)"),
    (r"mjpg_streamer", r"(?:-c|--credentials)(?:[ \t]+|=)['\"]?[^\s:'\"]+:"),
    # OpenStack Swift's client with its v1 auth (`swift -A URL -U ACCOUNT:USER -K …`), never the
    # Swift compiler (its `-A` and `--auth` said first).
    (r"swift(?=[ \t]+(?:-A|--auth)[ \t=])", r"-K[ \t]+|--key(?:[ \t]+|=)"),
    # Transmission's remote client: `transmission-remote HOST -n USER:…` (`--auth` is any tool's).
    (r"transmission-remote", r"-n[ \t]+['\"]?[^\s:'\"]+:"),
    (r"airdecap-ng", r"-[pwk][ \t]+"),  # (a WPA passphrase, a WEP key, a PMK)
    # PocketBase's `superuser create EMAIL …`, SAP's `saphostctrl -user USER …`, OpenEdge's
    # `mpro -P …`, Cortex's and Mimir's `cortextool --key=…`.
    (r"pocketbase", r"(?:superuser|admin)[ \t]+(?:create|upsert|update)[ \t]+\S+[ \t]+"),
    (r"saphostctrl|sapcontrol", r"-user[ \t]+\S+[ \t]+"),  # (and an instance's `sapcontrol`)
    (r"mpro|mbpro|_progres|prowin(?:32)?", r"-P[ \t]+"),
    (r"cortextool|mimirtool", r"--key(?:=|[ \t]+)"),
    # Cloud Foundry's UAA client (`uaac token owner get CLIENT USER -s SECRET -p …`), openGauss'
    # `gsql`/`gs_dump -W …`, SAP MaxDB's `dbmcli -u USER,PASSWORD`.
    (r"uaac", r"-[sp][ \t]+(?=[^\s-])|--(?:password|secret)(?:[ \t]+|=)"),
    (r"gsql|gs_\w+", r"-W[ \t]+|--password(?:[ \t]+|=)"),
    (r"dbmcli|sqlcli|loadercli", r"-u[ \t]+[^\s,]+,"),
    # Windows' remote tools (`taskkill /S host /U user /P …`, `wevtutil … /p:…`), zrok's account
    # token, ApacheBench's `-A user:…`.
    (
        r"(?i:taskkill|tasklist|wevtutil|systeminfo|getmac|eventcreate|eventquery|driverquery"
        r"|dtsrun)",  # (and SQL Server 2000's DTS packages: `dtsrun /S … /U sa /P …`)
        r"/[Pp](?:[ \t]+|:)(?=[^\s/])",
    ),
    (r"zrok", r"(?:enable|invite)[ \t]+(?=[A-Za-z0-9]{10,})"),
    (r"ab", r"(?:-\w+[ \t]+\S+[ \t]+)*-[AP][ \t]+[^\s:]+:"),
    # 1C:Enterprise's launcher (`1cv8 ENTERPRISE … /N USER /P "…"`), CryptoPro's `csptest -passwd
    # … -change NEW`, PM2 Plus' `pm2 link SECRET PUBLIC`.
    # (its configuration repository's own pair too: `/ConfigurationRepositoryN USER
    # /ConfigurationRepositoryP …`)
    (r"1cv8c?(?:\.exe)?", r"/(?:ConfigurationRepository)?P[ \t]*(?=[^\s/])"),
    # libbde's and libfvde's BitLocker and FileVault tools: `bdemount -p … IMAGE MOUNT` (`-r`: the
    # recovery password).
    (r"bdemount|bdeinfo|fvdemount|fvdeinfo", r"-[pr][ \t]+(?=[^\s-])"),
    # Windows' printing scripts run by cscript (`cscript prnmngr.vbs -l -s HOST -u USER -w …`).
    (r"prn(?:mngr|jobs|port|qctl|cnfg|drvr)\.vbs", r"-w[ \t]+(?=[^\s-])"),
    (r"csptest", r"-(?:change|passwd)[ \t]+(?=[^\s-])"),
    (r"pm2[ \t]+link", r"(?<=link[ \t])(?=[a-z0-9]{8,})"),
    # HTTPie's and CVAT's CLI `--auth USER:PASSWORD` (`-a` for HTTPie), Reaver's and Bully's WPS
    # PIN (`-p 01139918`).
    (r"https?|cvat-cli", r"(?:--auth|-a)(?:[ \t]+|=)['\"]?[^\s:'\"]+:"),
    (r"reaver|bully", r"-p[ \t]+(?=\d{4,8}\b)"),
    # ttyd's basic auth for its web terminal (`ttyd -c USER:PASSWORD -p 7681 bash`).
    (r"ttyd", r"(?:-\w+[ \t]+\S+[ \t]+)*?(?:-c|--credential)(?:[ \t]+|=)['\"]?[^\s:'\"]+:"),
    # Galera's health check (`clustercheck USER PASSWORD …`: quoted, or holding a digit).
    (r"clustercheck", r"(?<=clustercheck[ \t])[^\s-]\S*[ \t]+(?=['\"]|[^\s\d]*\d)"),
    # tpm2-tools' auth values (`-p`, `-P`, `--…-auth`: `str:…`, `hex:…`; `session:…`, `file:…`
    # say where it is), and `tpm2_changeauth`'s new one, `tpm2_clear`'s: the argument after the
    # flags, or after `-p`'s old one (alone, the command's last word, not a word of prose).
    (
        r"tpm2[_ \t](?:changeauth|clear)",
        r"-[pP][ \t]+|--(?:[a-z]+-)*auth(?:[ \t]+|=)"
        r"|(?:(?<=changeauth[ \t])|(?<=clear[ \t]))(?:(?:" + _TPM2_FLAG + r")+(?=[^\s-])"
        r"|(?=[^\s-]\S*[ \t]*$)(?=\S*[^\sA-Za-z]))"
        r"|(?:(?<=-[pP][ \t])|(?<=auth[ \t]))[^\s-]\S*[ \t]+(?:" + _TPM2_FLAG + r")*(?=[^\s-])",
    ),
    # (tpm2-tools 3's `tpm2_takeownership -o/-e/-l NEW -O/-E/-L OLD`; the PKCS#11 store's
    # `tpm2_ptool … --sopin …`, `changepin --old … --new …`)
    (r"tpm2_takeownership", r"-[oelOEL][ \t]+"),
    (
        r"tpm2[_\-]\w+|tpm2[ \t]+[a-z]\w*",
        r"-[pP][ \t]+|--(?:[a-z]+-)*(?:auth|so-?pin|user-?pin|old|new)(?:[ \t]+|=)",
    ),
    # NSS's tools (a PKCS#12 file's and a key database's password; Windows' certutil and
    # signtool `-p`/`/p`), Bitwarden's CLI (its
    # master password as the argument), Dell's and HPE's server controllers.
    (r"pk12util|certutil|modutil|signtool", r"-[WKw][ \t]+|[/-]p[ \t]+"),
    (r"bw", r"(?:unlock|login[ \t]+\S+)[ \t]+(?=[^\s-])"),
    (r"mega-login", r"[^\s@]+@\S+[ \t]+(?=[^\s-])"),  # (MEGAcmd's `mega-login mail password`)
    (r"racadm|idracadm\w*|ilorest|hponcfg|ovftool", r"-p[ \t]+"),
    # PowerShell's plain-text secure string: `ConvertTo-SecureString "…" -AsPlainText -Force`.
    (r"(?i:convertto-securestring)", r"(?:-(?i:string)[ \t]+)?(?=[\"'])"),
    # Windows' remote shell and task scheduler (`winrs -p:…`, `schtasks /rp …`, `/p …`), ccrypt's
    # key (`-K …`), impacket's `[domain/]user:password@target` (the value ends at the last `@`).
    (r"winrs", r"-p(?:assword)?:"),
    (r"schtasks", r"/r?p[ \t]+(?=[^\s/])"),
    (r"ccrypt|ccencrypt|ccdecrypt|ccat", r"-K[ \t]*|--key(?:[ \t]+|=)"),
    (r"mcrypt|mdecrypt", r"-k[ \t]+|--key(?:[ \t]+|=)"),  # (mcrypt's key: `mcrypt -k … file`)
    # Lynx's `-auth=user:…`, ImageMagick's `-authenticate …` (a PDF's password), Heritrix's
    # `-a user:…`, Spectra's `ds3_java_cli -a ACCESS -k SECRET`, Virtuoso's `isql-vt PORT USER
    # PASSWORD`, Xen Orchestra's `xo-cli --register URL USER PASSWORD`.
    (r"lynx", r"-p?auth=[^\s:]*:"),
    (r"magick|convert|identify|mogrify", r"-authenticate[ \t]+"),
    (r"heritrix", r"-a[ \t]+[^\s:]+:"),
    (r"ds3_java_cli", r"-k[ \t]+"),
    (
        r"isql-vt|isql-v",
        r"(?:(?<=isql-vt[ \t])|(?<=isql-v[ \t]))(?:-\w+[ \t]+)*[^\s-]\S*[ \t]+[^\s-]\S*[ \t]+(?=[^\s-])",
    ),
    (r"xo-cli", r"--register[ \t]+(?:--\S+[ \t]+)*\S+[ \t]+[^\s-]\S*[ \t]+(?=[^\s-])"),
    (
        r"impacket-\w+|(?:psexec|smbexec|wmiexec|dcomexec|atexec|secretsdump|getTGT|GetUserSPNs"
        r"|GetNPUsers|mssqlclient|smbclient|lookupsid|services|reg|rdp_check|ticketer|getST"
        r"|samrdump|rpcdump|wmiquery|smbserver|addcomputer|changepasswd|dacledit|owneredit)\.py",
        r"['\"]?(?:[\w.\-]+/)?[^\s:/@'\"]+:(?=[^\s@]+@[\w.\-\[])"
        # (or a domain's user with no target after, as Kerberos's scripts take it:
        # `GetUserSPNs.py corp.lan/svc:… -dc-ip …`)
        r"|['\"]?[\w.\-]+/[^\s:/@'\"]+:(?=[^\s@'\"]+['\"]?(?:[ \t]|$))",
    ),
)
# Any command's user flag and then its password flag (`twine upload -u ops -p …`, `oc login -u
# sa -p …`, `racadm -r … -u root -p …`, sendemail's `-xu … -xp …`: a letter may come first): a
# `-p` after a `-u` is no port (a number is skipped); glued to its value too (`-pS3cret…`).
# After a login subcommand (`crane auth login …`) any value: words joined by hyphens too.
_USER_THEN_PASS_RE = re.compile(
    r"(?<!\S)(?:(?:-[a-z]?u|-U|--?[a-z]{0,4}user(?:name)?|-l|--login)(?:[ \t]+|=)[^\s-]\S*"
    r"|-u[a-z_][\w.\-]{1,31}"  # (the user glued to its flag too: `mariadb-upgrade -unigar -p…`)
    r"|-[A-Z]U[a-z_][\w.\-]{1,31})"  # (a capital before both: Autodesk Vault's `-VUuser -VP…`)
    r"(?:[ \t]+|[ \t]*\n[ \t]*(?=-))"  # (or one flag a line: a tool's options file)
    r"(?:-[A-Za-z][\w\-]*(?:[ \t]+[^\s-]\S*)?[ \t]+)?"
    r"(?:(?:-[a-z]?p|-P|--?[a-z]{0,4}pass(?:word)?)(?:[ \t]+|=)|-p|-[A-Z]P"
    # (`-W` with a quoted value: psql's `-W` alone asks for one)
    r"|-W[ \t]+(?=['\"]))(?=[^\s\-(])"  # (not a note in brackets: `-p  (te pedirá la clave)`)
)
_NUMBER_RE = re.compile(r"[\d:./\-]+")
_LOGIN_RE = re.compile(r"[\w.\-][ \t]+(?:login|logon|signin|sign-in)[ \t]")
_TOOLS = "|".join(f"(?P<t{i}>{tool})" for i, (tool, _) in enumerate(_TOOL_FLAGS))
_TOOL_RE = re.compile(
    # (the tools' first characters first: a third of the scan's time saved)
    # (a path's directories before it too: `./pocketbase`, `/usr/sap/…/saphostctrl`; not a URL's)
    r"(?<![\w.\-])(?<![:/]/)"
    + guard(_TOOLS)
    + r"(?:"
    + _TOOLS
    # (not a URL's scheme, `http://…`, nor a host's, a file's or a directory's name, `db2.home`,
    # `mysql.cnf`, `/etc/mysql/`)
    + r")(?![\w\-/]|://|\.(?!exe\b)[A-Za-z])"
)
_TOOL_LOOK = stem_look(_TOOLS)  # (a tool's name first, one RE2 pass: then Python's scan)
_FLAG_RES = tuple(re.compile(r"(?<!\S)(?:" + flag + r")") for _, flag in _TOOL_FLAGS)
# Any command's password flag, long or single-dash: `--password=…`, `--db-password …`,
# `-storepass …` (keytool, jarsigner), `-keypass:…`, `--passphrase …`, `-pwd …`.
# (and the word of the languages a tool's own flags are named in: `--senha`, `--contrasena`,
# `--passwort`, `--mot-de-passe`, `--haslo`, `--parola`, `--sifre`)
_LONG_FLAG_WORDS = (
    "pass(?:word|wd|phrase|wort|e)?", "pwd", "psw", "senha", "contrase(?:n|ñ)a", "kennwort",
    "wachtwoord", "haslo", "hasło", "heslo", "parol(?:a|e|i)?", "sifre", "salasana", "lozinka",
)  # fmt: skip
# Windows' slash flags: `cmdkey /pass:…`, `wmic /password:…`, `/rp:…`.
_SLASH_FLAG_WORDS = ("pass(?:word)?", "pwd", "pw", "rp")
_LONG_FLAG_RE = re.compile(
    r"(?<!\S)--?(?!no[-_]?|stdin)(?:[a-zA-Z]+[-_])*[a-zA-Z]{0,12}?(?:"
    + "|".join(_LONG_FLAG_WORDS)
    + r")(?:[ \t]+|=|:)(?=[^\s-])"
    + r"|(?<!\S)/[a-zA-Z]{0,12}?(?:"
    + "|".join(_SLASH_FLAG_WORDS)
    + r")[:=](?=[^\s/])"
)
# (each flag's word starts with one of these: read in the plain text before the scan)
_FLAG_STARTS = frozenset(word.partition("(")[0] for word in _LONG_FLAG_WORDS + _SLASH_FLAG_WORDS)
# Any command's `--auth USER:PASSWORD` (simple-http-server's, miniserve's, HTTPie's): the part
# after the colon.
_AUTH_FLAG_RE = re.compile(r"(?<!\S)--(?:basic-)?auth(?:[ \t]+|=)['\"]?[^\s:'\"@/]+:(?=[^\s'\"])")
# `AUTH [USER] PASSWORD` typed at the prompt of a server that speaks Redis' protocol
# (`127.0.0.1:6379> AUTH …`, Tile38's, KeyDB's, Valkey's).
_PROMPT_AUTH_RE = re.compile(
    r"(?m:^[ \t]*[\w.\-]+(?::\d{2,5})?(?:\[\d{1,2}\])?>[ \t]*(?i:auth)[ \t]+(?:\S+[ \t]+(?=\S))?)"
)
# Any command's `-u USER:PASSWORD` (`bin/post -u ops:…`): the part after the colon when it reads
# as a password (three kinds of character, or eight or more with letters and digits), never a uid
# and gid (`docker run -u 1000:1000`) nor a user and group (`-u www-data:www-data`, `-u root:wheel`).
# (sqlmap's `--auth-cred` too; never a URL's scheme: sqlmap's `-u https://…` is its target)
_USER_FLAG_RE = re.compile(
    r"(?<!\S)(?:-u|--user|--auth-cred)(?:[ \t]+|=)['\"]?([^\s:'\"@/$]+):(?!//)(?=[^\s'\"])"
)
# Any command's subcommand that sets or hashes a password or a PIN, its next argument the value
# (Symfony's `security:hash-password '…'`, signal-cli's `setPin 542493`, `set-password …`).
_SETS_PASSWORD_RE = re.compile(
    r"(?<!\S)(?:[\w\-]+:)?(?:(?:hash|set|change|reset|update|encode|encrypt)[-_]?"
    r"(?:password|passwd|passphrase|pin)|(?:hash|set|change|reset|update|encode|encrypt)"
    r"(?:Password|Passwd|Passphrase|Pin))[ \t]+(?:--?[\w\-]+[ \t]+)*(?=[^\s-])"
)
# Any command's token or key flag (`--token …`, `--api-key=…`, `-secret …`): its value must look
# like a key (`kubeadm join --token abcdef.0123456789abcdef`), not a name or a path.
_TOKEN_FLAG_RE = re.compile(
    r"(?<!\S)--?(?:[a-zA-Z]+[-_])*"
    # (a vendor's name with a digit glued before "key": FlightRadar24's `--fr24key=…`)
    r"(?:[a-z]{1,8}[0-9]{1,3}(?=key))?"
    r"(?:(?P<secret>secret)|token|key|api[-_]?key|access[-_]?key|secret[-_]?key"
    r"|auth[-_]?key|client[-_]?secret)(?:[ \t]+|=)(?=[^\s-])"
)
_CLI_GATE_RE = re.compile(
    _TOOL_RE.pattern
    + r"|-[a-zA-Z0-9_\-]{0,40}?(?:pass|pwd|psw|token|secret|key)|/[a-zA-Z]{0,12}?(?:pass|pwd|pw|rp)[:=]"
    + r"|(?:hash|set|change|reset|update|encode|encrypt)[-_]?(?:[Pp]ass|[Pp]in)|--(?:basic-)?auth[ =]"
    + r"|(?<!\S)(?:-u|--user)[ =]['\"]?[^\s:'\"@/$]+:|>[ \t]*(?i:auth)[ \t]"
)
# (a bar glued between two characters, a capital or a digit after it, is the password's own, not
# a pipe to a command: `-p Berkut|Samosval-14`)
_VALUE_RE = re.compile(
    r"\"([^\"\n]{1,256})\"|'([^'\n]{1,256})'"
    r"|((?:[^\s'\";|&]|&(?=[^\s&;|])|(?<=[^\s|])\|(?=[A-Z0-9])){1,256})"
)
# What a password flag may name instead of a password: where to read it from.
_NOT_A_VALUE = ("env:", "file:", "fd:", "stdin", "-", "session:", "pcr:")
# A file's path (vncviewer's `-passwd ~/.vnc/passwd`): not the password, where it is.
_PATH_RE = re.compile(r"(?:~|\.\.?|\$HOME|/[\w.\-]+)/[\w.\-/]*")
# (and the words that name the flag itself: `the sic -k flag sets …`)
_NOT_A_VALUE_WORDS = frozenset(
    {"env", "file", "stdin", "prompt", "flag", "flags", "option", "options", "switch", "argument"}
)
# A password piped or fed to a command that reads it from its input: `echo … | sudo -S`,
# `sudo -S <<< …`, `kinit bob <<< …`.
_STDIN_READERS = (
    r"sudo[ \t]+(?:-\w+[ \t]+)*-S|kinit|passwd[ \t]+--stdin|vncpasswd|chpasswd|smbpasswd"
    r"|openssl[ \t]+passwd|cryptsetup|passwd|op[ \t]+signin"
    r"|keyring[ \t]+set|secret-tool[ \t]+store"  # (a keyring's, the secret read from stdin)
    r"|gnokii[^\n|;<]{0,60}?--entersecuritycode"  # (a phone's or a modem's PIN, piped)
    r"|[\w.\-]+[^\n|;<]{0,80}?(?:--password-stdin|password_stdin"
    r"|--passphrase-fd[ \t]+0|--with-token)"
)
_PIPED_RE = re.compile(
    r"(?<![\w\-])(?:echo[ \t]+(?:-[ne]+[ \t]+)?|printf[ \t]+(?:'%s(?:\\n)?'[ \t]+|\"%s(?:\\n)?\"[ \t]+)?)(?P<a>\S+)[ \t]*\|[ \t]*(?:"
    + _STDIN_READERS
    + r")(?![\w\-])"
    # Said twice, for the new one and its confirmation: `(echo …; echo …) | smbpasswd -s -a bob`.
    r"|\([ \t]*echo[ \t]+(?:-[ne]+[ \t]+)?(?P<c>[^\s;)]+)[ \t]*;[ \t]*echo[ \t]+(?:-[ne]+[ \t]+)?"
    r"(?P<f>[^\s;)]+)[ \t]*\)[ \t]*\|[ \t]*(?:" + _STDIN_READERS + r")(?![\w\-])"
    r"|(?<![\w\-])(?:" + _STDIN_READERS + r")[^\n|;]{0,80}?<<<[ \t]*(?P<b>\S+)"
    # A password file that is a command's output: `--password-file=<(echo …)`, `-passin file:<(…)`,
    # `sshpass -f <(printf '%s' '…')`.
    r"|(?:(?:pass(?:word|phrase)?|pwd)[\w\-]*(?:file|fd)(?:[ \t]+|=|:)|sshpass[ \t]+-f[ \t]*)<\([ \t]*"
    r"(?:echo|printf)[ \t]+(?:-[ne]+[ \t]+)?(?:'%s(?:\\n)?'[ \t]+|\"%s(?:\\n)?\"[ \t]+)?"
    r"(?P<q>['\"]?)(?P<d>[^\s)'\"]+)(?P=q)[ \t]*\)"
    # An expect script typing the password it is asked for: `expect "*assword*"; send "…\r"`.
    r"|(?i:expect)[ \t]+[\"'{]?[^\n;]{0,20}?(?i:assword|passphrase)[^\n;]{0,20}?[ \t]*(?:;|\n)[ \t]*send[ \t]+(?:--[ \t]+)?"
    r"\"(?P<e>[^\"\\\n]+)(?:\\[rn])*\""
)
# A tool that runs a command for its password or key, the command an `echo`: restic's
# `--password-command 'echo …'`, bupstash's `BUPSTASH_KEY_COMMAND`, borg's `BORG_PASSCOMMAND`, msmtp's `passwordeval`, mbsync's
# `PassCmd`, any `…_password_cmd` (its own pattern: a case-blind branch in `_PIPED_RE` slowed
# every search of it).
_PASS_COMMAND_RE = re.compile(
    r"(?i:(?:pass(?:word|phrase)?|key)[_\-]?(?:command|cmd|eval))[\"']?(?:[ \t]+|[ \t]*[=:][ \t]*)[\"'\[]?"
    r"[ \t]*(?:/bin/)?(?:echo|printf)[ \t]+(?:-[ne]+[ \t]+)?\\?[\"']?(?P<g>[^\s\"'`)\]]+)"
    # (offlineimap's `remotepasseval = "…"`: a Python expression, a literal one)
    r"|(?i:(?:remote|local)pass(?:word)?eval)[ \t]*=[ \t]*(?P<q>[\"'])(?P<h>[^\s\"'()]+)(?P=q)"
)
_COMMAND_END_RE = re.compile(  # (a backtick or ", ": prose resumes)
    r"\n|;|&&|\|\|?(?![A-Z0-9])|(?<![^\s|])\|\|?|`|,\s"
)
_COMMAND_CHARS = 2_000

_PASSWORD_WORDS = (
    r"(?i:pass(?:word|wd|phrase)?|pwd|pw|passcode|pin|wi-?fi\s+password"
    r"|passwort|kennwort"  # (German's, after its articles: `… das Passwort vom Laptop`)
    r"|wachtwoord|wagwoord)"  # (Dutch's and Afrikaans': `… is het wachtwoord van de kluis`)
)
# A value, then what it is: `… is the password`, `… — that's the wifi password`, `…, which is our
# admin pw` (a word or two may say which: `wifi`, `new`, `admin`). `NAMED_RE` finds the naming
# words (searched from a word's start: cheap); the value ends where `BEFORE_NAMED` reaches them.
_WHOSE = (
    r"(?i:the|my|our|your|its|his|her|their|das|mein|unser|dein|sein|ihr|het|mijn|ons|die)\s+"
    r"(?:[^\W\d_][\w\-]{1,14}\s+){0,3}?" + _PASSWORD_WORDS + r"\b"
)
# The Southern Cone's and Bolivia's `contra`, only before what it opens: elsewhere it is "the
# downside", `esa es la contra del plan`.
_CONTRA_OF = (
    r"(?i:contra(?=[ \t]+del?[ \t]+(?:la[ \t]+)?(?:wi-?fi|router|m[óo]dem|red|compu|pc|celu"
    r"|notebook|laptop|mail|correo|cuenta|banco|app|caja|servidor|server|pms|sistema|panel"
    r"|admin|tpv|pos|portal)(?![^\W\d_])))"
)
NAMED_RE = re.compile(
    r"(?<![^\W\d_])(?i:is|was|that'?s|that[ \t]+is|this[ \t]+is|it'?s|which[ \t]+is"
    r"|ist|war"  # (German's, before its article: `… ist das Passwort für den Laptop`)
    r"|das[ \t]+ist|dies[ \t]+ist|das[ \t]+war"  # (and "that is": `… → das ist das Passwort`)
    # `… is what I set as the password`, `… — the password, not the username`.
    r"|(?:is|was|that['’]?s|that[ \t]+is|it['’]?s|this[ \t]+is)[ \t]+what[ \t]+"  # noqa: RUF001
    r"(?:i|we|you|they|he|she)[ \t]+(?:set|use|used|chose|picked|typed|entered|made)"
    r"[ \t]+(?:as|for)"
    # `… doesnt work as the pw`, `… worked as the wifi password`.
    r"|(?:does(?:n['’]?t|\s+not)?|did(?:n['’]?t|\s+not)?)[ \t]+work[ \t]+as|work(?:s|ed)[ \t]+as"  # noqa: RUF001
    r"|(?<=[ \t])as(?=[ \t]+(?i:its|his|her|their)[ \t]))\s+"  # (`with … as its password`)
    + _WHOSE
    + r"|=\s*"
    + _WHOSE
    + r"|(?<=\s)[—–]\s*"  # noqa: RUF001
    + _WHOSE
    # (or "new" alone after the dash, no article: `… — new password for the cold-room controller`;
    # Spanish's article and word: `… — la contra del mail de la boletería`)
    + r"|(?<=\s)[—–][ \t]*(?i:new|nuevo|nueva|neues|nouveau)[ \t]+"  # noqa: RUF001
    + _PASSWORD_WORDS
    + r"\b|(?<=\s)[—–][ \t]*(?i:la|el|mi|tu|su)[ \t]+"  # noqa: RUF001
    r"(?:[^\W\d_][\w\-]{1,14}[ \t]+){0,2}?"
    r"(?i:clave|contrase[ñn]a|contra(?=[ \t]+del?[ \t]))(?![^\W\d_])"
    # `… is the new one for the Xero login`: "one" for the password, what it opens after it.
     + r"|(?<![^\W\d_])(?i:(?:is|was|that['’]?s|it['’]?s)[ \t]+"  # noqa: RUF001
    r"(?:the|my|our|your)[ \t]+(?:new[ \t]+|current[ \t]+)?one[ \t]+(?:for|on|to)[ \t]+"
    r"(?:(?:the|my|our|your)[ \t]+)?(?:[^\W\d_][\w\-]{1,14}[ \t]+){0,2}?"
    r"(?:log-?in|sign-?in|account|wi-?fi|router|portal|laptop|admin))(?![^\W\d_])"
    # (or "that's the wifi at …", the network standing for its key: `… — that's the wifi at the
    # lodge`; the value must then hold letters and a digit and read as no network's name)
     + r"|(?P<wifi_is>(?<![^\W\d_])(?i:that['’]?s|that[ \t]+is|this[ \t]+is|it['’]?s)[ \t]+"  # noqa: RUF001
    r"(?i:the|our|my)[ \t]+(?i:wi-?fi)(?=[ \t]+(?i:at|for|in|on|of)[ \t]))"
    # Basque's "that is the (wifi's) password" (`… hori da wifiaren pasahitza`), Spanish's and
    # Portuguese's (`…, esa es la clave del TPV`, `…, essa é a senha`).
    + r"|(?i:hori|hau|hura)[ \t]+da[ \t]+(?:[^\W\d_][\w\-]{1,14}[ \t]+){0,2}?(?i:pasa?hitza|pina)\b"
    r"|(?i:es[ae]|eso|est[ae]|esto|ess[ae]|isso|isto)[ \t]+(?i:es|é)[ \t]+(?i:la|el|a|o|mi|minha|tu|su)"
    # (or "is the password" alone, the value right before: `aloja1958, así nomás, es la clave …`)
    # (and Guarani's "is", `ha'e`)
    r"|(?<![^\W\d_])(?i:es|é|ha['’]e)[ \t]+(?i:la|el|a|o|mi|minha|tu|su)[ \t]+"  # noqa: RUF001
    r"(?:[^\W\d_][\w\-]{1,14}[ \t]+){0,2}?(?i:clave|contrase[ñn]a|senha|"
    + _CONTRA_OF
    + r")(?![^\W\d_])"
    r"(?![ \t]+(?i:del?[ \t]+[ée]xito|de[ \t]+todo|del[ \t]+asunto|do[ \t]+sucesso))"
    # (and Italian's: `…, questa è la password del modem`; the North's "it is", `… l'è la password`)
    r"|(?:(?i:quest[ao]|quell[ao])[ \t]+|(?<![^\W\d_])(?i:l['’]))(?i:è|e['’])"  # noqa: RUF001
    r"[ \t]+(?i:la|il|lo|la[ \t]+mia|il[ \t]+mio)"
    r"[ \t]+(?:[^\W\d_][\w\-]{1,14}[ \t]+){0,2}?(?i:clave|contrase[ñn]a|senha|pin|password"
    r"|" + _CONTRA_OF + r")\b"
    # (never "the key to success", "the key to it all": `… esa es la clave del éxito`)
    r"(?![ \t]+(?i:del?[ \t]+[ée]xito|de[ \t]+todo|del[ \t]+asunto|do[ \t]+sucesso))"
    # Egyptian chat's "this is the pass" (`…, de el pass bta3 el laptop`), its password word as
    # Arabic speakers spell it (`baasword`).
    r"|(?i:de|da|dy|deh)[ \t]+el[ \t]+(?i:pass(?:word)?|ba{1,2}s{1,2}w[oea]?r[dt]|pin)\b"
    # (and the Levant's "it is the word of the secret", `… hiye kelmet el ser taba3 el wifi`)
    r"|(?<![^\W\d_])(?i:hiye|heye|hiyye|hiya|huwwe|howwe|huwe|hayda|hayde)[ \t]+"
    r"(?i:k[ei]lm[ae]t[ \t\-](?:[ae][ls][ \t\-]?)?(?:s[ie]r{1,2}|m[ou]rour)|el[ \t]+pass(?:word)?)"
    r"(?![^\W\d_])"
    # Uzbek's "was my password" (`… parolim edi, o'zgartirmadim`).
    r"|(?<![^\W\d_])(?i:parol(?:im|imiz|ing|i))[ \t]+(?i:edi|bo['’ʻ]?lgan)(?![^\W\d_])"  # noqa: RUF001
    # The Caribbean creoles' "that (is) the password" (`… dat, di password fi di cargo portal`),
    # or "is the (new) password" alone (`… a di new password`).
    r"|(?<![^\W\d_])(?-i:a)[ \t]+(?i:di)[ \t]+(?:(?i:new|ole|old|real)[ \t]+)?"
    r"(?i:pass(?:word|wod|wud)?|paswod|pw|pin)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?i:dat|dis)(?:['’]s|[ \t]+(?:a|is|iz))?[ \t]*,?[ \t]+(?i:di|de|mi|wi|yu)[ \t]+"  # noqa: RUF001
    r"(?:[^\W\d_][\w\-]{1,14}[ \t]+){0,2}?(?i:pass(?:word|wod|wud)?|paswod|pw|pin)(?![^\W\d_])"
    # Japanese's "(that) is the password" (`…、それがパスワードさー`, `… ガ パスワード`).
    r"|(?:それ|これ|ソレ)?[がガはハ][ \t]*(?:パスワード|パスフレーズ|暗証番号)"
    # French's "that's the password" (`…, c'est ça le mot de passe de la salle`), or the label
    # alone after a comma (`…, le password du pound`).
    r"|(?:(?i:c['’]est)[ \t]+(?:(?i:ça|ca)[ \t]+)?|(?<=,[ \t]))(?i:le|mon|notre|ton|votre)[ \t]+"  # noqa: RUF001
    r"(?:[^\W\d_][\w\-]{1,14}[ \t]+){0,2}?(?i:mot[ \t]+de[ \t]+passe|password|mdp)\b"
    # An arrow back to the value from its label (`YUC166-VLL40 ← contraseña del portal`).
    # (perhaps "that's" first: `DabuPanas22 ← itu password Gadjian`, Indonesian's "that")
    # (or the ASCII arrow: `tunupa_45 <- clave del correo`)
    r"|(?<=\s)(?:[←⬅]️?|<--?)[ \t]*"
    r"(?:(?i:that['’]?s|that[ \t]+is|this[ \t]+is|itu|ini|c['’]est)[ \t]+)?"  # noqa: RUF001
    r"(?:(?i:the|my|our|la|el|le|mi|tu|su|a|o)[ \t]+)?"
    r"(?i:pass(?:word|wort)?|pw|pin|contrase[ñn]a|clave|senha|mot[ \t]+de[ \t]+passe|mdp"
    r"|wachtwoord|kata[ \t]+sandi|sandi)\b"
    # Dutch's, Frisian's and Afrikaans' "that is the password" (`… — dat is it wachtwurd fan de
    # kassa`, `…, dat is het ww`).
    r"|(?<![^\W\d_])(?i:dat|dit|dis)[ \t]+(?i:is|es)[ \t]+(?i:het|it|de|die|mijn|myn|ons|ús|us)[ \t]+"
    r"(?:[^\W\d_][\w\-]{1,14}[ \t]+){0,2}?(?i:wachtwoord|wachtwurd|wagwoord|ww|pincode|pin)\b"
    # Kurmanji's "it is the (new) password (of …)" (`… — ew şîfreya nû ya kantarê ye`).
    r"|(?<![^\W\d_])(?i:ew|ev)[ \t]+(?i:[şs][îi]fre(?:ya|yê|ye)?|pas(?:s)?word(?:a|ê)?)(?![^\W\d_])"
    # Swahili's "is the (new) password" (`… ndio nenosiri jipya …`).
    r"|(?<![^\W\d_])(?i:ndio|ndiyo|ndiyo[ \t]+hii)[ \t]+(?i:nenosiri|neno[ \t]+la[ \t]+siri|pin"
    r"|password|pasiwedi|pasiwadi)(?![^\W\d_])"
    # Japanese's "is the (new) password" in romaji (`… wa atarashii pasuwaado desu`).
    r"|(?<![^\W\d_])(?i:wa|ga)[ \t]+(?:(?i:atarashii|atarashi|(?:watashi|boku|ore|uchi)[ \t]+no)"
    r"[ \t]+)?(?i:pasuw[aā]a?do|pasuk[oō]o?do|password|pin)(?![^\W\d_])"
    # Russian's "this is the (new) password" (`… — это пароль от вайфая`).
    r"|(?<![^\W\d_])(?i:это|вот)[ \t]+(?:(?i:мой|наш|новый|старый|твой)[ \t]+){0,2}"
    r"(?i:пароль)(?![^\W\d_])"
    # (or "that's what I set on …", no word for it: `…, вот что я поставила на роутер`; the value
    # must then hold letters and a digit, eight or more: `letters_and_a_digit`)
    r"|(?P<set_on>(?<![^\W\d_])(?i:это|вот)[ \t]+(?i:то[ \t]*,?[ \t]+)?(?i:что)[ \t]+"
    r"(?i:я|мы)[ \t]+(?i:постав|установ|задал|ввел|ввёл)[^\W\d_]{0,4}[ \t]+(?i:на|для|в)"
    r"(?![^\W\d_])"
    # (and the Caribbean creoles' "that's what I set for …": `… a wah mi set fi di printer`)
    r"|(?<![^\W\d_])(?i:a|dat|dis)[ \t]+(?i:wah|weh|wha)[ \t]+(?i:mi|wi|yu|dem|im)[ \t]+"
    r"(?i:set|put|use|mek|change)[ \t]+(?i:fi|pon|fa|fuh|for)(?![^\W\d_]))"
    # Finnish's "is the (new) password" (`… on uusi salasana`), Hungarian's "the (new) password"
    # (`… az új jelszó`), and after a dash Tatar's, Bashkir's and Russian's "new password"
    # (`… — яңа серсүз`).
    # (a genitive saying what it opens may stand before it: `… on huoltoportaalin salasana`)
    r"|(?<![^\W\d_])(?i:on|oli)[ \t]+(?:(?i:uusi|vanha|minun|meidän|sinun)[ \t]+"
    r"|[^\W\d_]{2,24}(?i:n)[ \t]+){0,2}"
    r"(?i:salasana|salasanani|tunnussana)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?i:az?)[ \t]+(?:(?i:új|régi|saját)[ \t]+)?(?i:jelszó|jelszava|jelszavam)"
    r"(?![^\W\d_])"
    r"|(?<=\s)[—–][ \t]*(?:(?i:яңа|яңы|новый)[ \t]+)?"  # noqa: RUF001
    r"(?i:серсүз|серһүҙ|пароль)(?![^\W\d_])"
    # Polish's "that is the (new) password" (`… to nowe hasło`), Hebrew's (`… זאת הסיסמה החדשה`).
    r"|(?<![^\W\d_])(?i:to)[ \t]+(?:(?i:moje|nowe|nasze|twoje|jego|jej|stare)[ \t]+){0,2}"
    r"(?i:has[łl]o)(?![^\W\d_])|(?<![^\W\d_])(?:זאת|זו|זה|זוהי)[ \t]+הסיסמ[הא](?![^\W\d_])"
    # (and in Latin letters: `… — ze ha-sisma shel ha-hostel`)
    r"|(?<![^\W\d_])(?i:ze|zo|zot|zehu|zohi)[ \t]+(?i:ha-?)?(?i:sism[ao]h?)(?![^\W\d_])"
    # A key drawn after the value, closing its line (`jipi-henequen132 🔑 (wifi del taller)`).
    r"|(?<=\s)🔑(?=[ \t]*(?:\([^()\n]{0,40}\))?[ \t]*(?:\n|\Z))"
    # Kazakh's and Uzbek's "this is the (wifi's, new) password" (`… — бұл wifi құпия сөзі`, `…
    # bu kompyuterning paroli`), in Latin letters too; "here is the new password" (`… mine jańa
    # parol`).
    # (and Tatar's and Bashkir's: `… бу кассаның серсүзе`)  # noqa: RUF003
    # (what it opens may start with a digit, its word the Kazakh ending on: `… — бұл жаңа 1С  # noqa: RUF003
    # паролі`)
    # (and "so-called", after the value: `… деген элеватордың құпия сөзі`)
    r"|(?<![^\W\d_])(?i:бұл|осы|bul|bu|mine|міне|бу|деген|degen)[ \t]+(?:[^\W_][\w\-]{0,16}[ \t]+){0,2}?"  # noqa: RUF001
    r"(?i:құпия[ \t]+сөз[^\W\d_]{0,3}|парол[ьі][^\W\d_]{0,3}|paroli?|parolı"  # noqa: RUF001
    r"|серсүз[^\W\d_]{0,3}|серһүҙ[^\W\d_]{0,3}"
    r"|kupi[iy]?a[ \t]+s[oö]z[a-z]{0,3}"
    r"|[şs]ifr[eə]s[iı])"  # noqa: RUF001  (Turkish's and Azerbaijani's: `… bu modem şifresi`)
    r"(?![^\W\d_])"
    # Swiss German's "is the (new) password" (`… isch s nöie Passwort für d Bstellige`).
    r"|(?<![^\W\d_])(?i:isch|esch|ish)[ \t]+(?i:s|d|das|dä|de|mis|mys|üses|eusers)[ \t]+"
    r"(?:[^\W\d_][\w\-]{1,14}[ \t]+){0,2}?(?i:passwort|kennwort|pw|pin)(?![^\W\d_])"
    # The Turkic languages' "the (truck's tablet's) password" after a dash, closing the line
    # (`… — ýük maşynynyň planşetiniň paroly`), and Persian's "this (is the) password" (`… این
    # رمز سیستم حسابداری است`).
    r"|(?<=\s)[—–][ \t]*(?:[^\W\d_][\w'’\-]{1,20}[ \t]+){0,3}?"  # noqa: RUF001
    r"(?i:paroly|parolı|paroli|parolu|parolasy|şifresi|sifresi"  # noqa: RUF001
    # (Kazakh's "secret word" in Latin letters, its ending on: `… — poshtanyń qupiia sózi`)
    r"|[qk]up[iı][aiyı]?a?[ \t]?s[oöó]z[iı])"  # noqa: RUF001
    r"(?=[ \t]*[.!]?[ \t]*(?:\n|\Z))"
    r"|(?<![^\W\d_])(?:این|اون|آن)[ \t]+(?:رمز|پسورد|کلمه[ \t]+عبور)(?![^\W\d_])"
    # (and Tajik's "(this) is the password", its "is" last: `… парол аст, ба касе нагӯ`)  # noqa: RUF003
    r"|(?<![^\W\d_])(?:(?i:ин|он)[ \t]+)?(?i:парол|рамз)(?:[ \t]+[^\W\d_]{2,12}){0,2}?"
    r"[ \t]+(?i:аст|ҳаст)(?![^\W\d_])"
    # (and Hindi's "this (very) is the (shop's) password": `… — यही दुकान का पासवर्ड है`)
    r"|(?<!\S)(?:यह|यही|ये|येही|इसी)[ \t]+(?:\S{1,12}[ \t]+){0,3}?(?:पासवर्ड|पास[ \t]+वर्ड)(?!\S)"
    # Quechua's "that is the (computer's) password" (`…, chaymi computadorapa clavenqa`), and
    # pinyin's "is the (new) password" (`… jiushi xin mima`, 就是新密码).
    # (or "is the bodega's hidden word": `… kanmi bodegapa pakasqa siminqa`)
    r"|(?<![^\W\d_])(?i:chaymi|kaymi|kanmi)[ \t]+(?:[^\W\d_][\w\-]{1,16}[ \t]+){0,2}?"
    r"(?i:clave|contrase[ñn]a|password|pakasqa[ \t]+(?:simi|rimay))(?i:n?qa|y|n|nchik)?(?![^\W\d_])"
    # (or its "it is" glued on the value by a dash: `QOulnss412!-mi contraseña, Marleni nin`)
    r"|(?<=\S)-(?i:mi)[ \t]+(?:(?i:ñuqap|nuqap|noqap|ñoqap|mi|la)[ \t]+)?"
    r"(?i:clave|contrase[ñn]a|password)(?i:n?qa|y|n|nchik)?(?![^\W\d_])"
    r"|(?<![^\W\d_])(?i:jiu[ \t]?shi|zhe[ \t]?shi)[ \t]+"
    r"(?:(?i:xin|jiu|wo|wode|women[ \t]?de)[ \t]+)?(?i:mi[ \t]?ma)(?![^\W\d_])"
    # Mongolian's "is the (new) password" (`… бол шинэ нууц үг`).  # noqa: RUF003
    r"|(?<![^\W\d_])(?:бол|нь)[ \t]+(?:(?:шинэ|миний|манай)[ \t]+)?нууц[ \t]+үг"  # noqa: RUF001
    r"(?![^\W\d_])"
    # Swedish's and Danish's "is the (new) password" (`… är lösenordet till båten`, `… er
    # adgangskoden`), Korean's "this is the (new) password" (`… 이게 새 비밀번호야`).
    r"|(?<![^\W\d_])(?i:är|var|er)[ \t]+(?:(?i:det|mitt|vårt|ditt|nya|nye|gamla)[ \t]+){0,2}"
    r"(?i:lösenord(?:et)?|kodord(?:et)?|adgangskode(?:n)?)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:이게|이건|이거|이것이|요게)[ \t]*(?:(?:새|제|내|우리)[ \t]*)?"
    # (what it opens, by its name or in Hangul words: `이게 ERP 비밀번호예요`, `이게 현장 노트북 …`)
    r"(?:[A-Za-z0-9가-힣][\w\-]{0,15}[ \t]+){0,2}"
    r"(?:비밀번호|비번|암호|패스워드)"
    # Chinese's "(that) is the … password" (`… 就是仓库电脑的密码`).
    # (what it opens may hold Latin letters: `… 就是工地WiFi的密码`)
    "|(?:这|這|那)?就?是[\u4e00-\u9fffA-Za-z0-9]{0,12}?的?(?:密码|密碼|口令)"  # (the characters themselves: RE2)
)
BEFORE_NAMED = r"[,;、]?[ \t]*(?:[,;:]|[—–→]|--?>?)?\s*\Z"  # noqa: RUF001  (or an arrow)
# (an aside of a few words may stand between: `posaune7484, all one word, that's the NAS password`)
# (or how it is written, with no comma: `ceilidh8434 tout collé, le password du pound`)
_ASIDE = (
    r"(?:,[ \t]*(?:[^\W\d_][\w'’\-]*[ \t]+){0,4}[^\W\d_][\w'’\-]*"  # noqa: RUF001
    r"|[ \t]+(?i:tout[ \t]+coll[ée]e?s?|all[ \t]+one[ \t]+word|sans[ \t]+espaces?|no[ \t]+spaces?"
    r"|todo[ \t]+junto|sin[ \t]+espacios?))?"
)
_VALUE_BEFORE_RE = re.compile(
    r"(?<![^\s\"'`])(?P<v>[^\s\"'`]{3,127}?[^\s\"'`,;])" + _ASIDE + BEFORE_NAMED
)
_NAMED_WINDOW = 140


# Other last words of an identifier that name what grants access (`STORJ_ACCESS_GRANT`,
# `GCP_CREDENTIALS`, `NPM_AUTH`, `SESSION_COOKIE`, a macaroon, `RESTIC_PASSPHRASE`).
_KEY_NAMES = r"grant|credentials?|creds|auth|cookie|macaroon|passphrase"
# An identifier that names a key (`AZURE_STORAGE_KEY`, `fcmServerKey`, `storage.secret`, a cloud
# SDK's `…_SK` for its secret key: Huawei's, Qiniu's), then a
# long random run (or two joined by a colon: `AAAA0QLh2Hg:APA91b…`), whatever its first words.
_NAMED_KEY_RE = re.compile(
    r"(?<![\w.\-])[A-Za-z][A-Za-z0-9]*(?:[_.\-][A-Za-z0-9]+)*?(?:[_.\-]|(?<=[a-z0-9])(?=[A-Z]))"
    r"(?:(?i:(?:secret|access|private|api)?keys?|secret|token|" + _KEY_NAMES + r")"
    r"|(?<=[_.\-])(?:SK|sk))[\"'\]]{0,2}[ \t]*(?:=|:|=>)[ \t]*[\"']?"
    r"(?P<v>[A-Za-z0-9+/_\-]{4,}(?::[A-Za-z0-9+/_\-]{20,})?={0,2}"
    # (a list of keys joined by commas under a plural name: Strapi's `APP_KEYS=…==,…==`)
    r"(?:,[A-Za-z0-9+/_\-]{16,}={0,2}){0,15})(?![A-Za-z0-9+/=_\-:,])"
)
# A credentials file's bare `sk = …` (Huawei's, Baidu's `~/.…/credentials`).
_BARE_KEY_RE = re.compile(
    r"(?m:^)[ \t]*(?:sk|SK|secret_?key|SecretKey)[ \t]*[=:][ \t]*[\"']?"
    r"(?P<v>[A-Za-z0-9+/_\-]{16,}={0,2})(?![A-Za-z0-9+/=_\-:])"
)
_NAMED_KEY_GATE_RE = re.compile(
    r"(?:(?i:keys?|secret|token|" + _KEY_NAMES + r")|[_.\-](?:SK|sk))[\"'\]]{0,2}[ \t]*(?:=|:|=>)"
    r"|(?m:^)[ \t]*(?:sk|SK)[ \t]*[=:]"
)
_KEY_RUN_MIN_ENTROPY = 3.7


def _named_keys(text: str) -> Iterator[Span]:
    for m in (*_NAMED_KEY_RE.finditer(text), *_BARE_KEY_RE.finditer(text)):
        longest = max((part.rstrip("=") for part in re.split("[:,]", m.group("v"))), key=len)
        if is_key_run(longest) and entropy(longest) >= _KEY_RUN_MIN_ENTROPY:
            yield m.start("v"), m.end("v"), "password_assignment"


# A tool whose password flag names a file (VNC viewers' `-passwd ~/.vnc/passwd`, `-passwd pw.txt`).
_FILE_FLAG_RE = re.compile(
    r"(?<![\w./\-])(?:(?:x?tight|xvnc4|ss|tiger)?vncviewer|vncsnapshot)(?![\w\-])[^\n;|&]*[ \t]"
    r"-passwd(?:[ \t]+|=)\Z"
)
_FILE_FLAG_BEFORE = 200


def _names_a_file(text: str, flag_end: int) -> bool:
    start = max(text.rfind("\n", 0, flag_end) + 1, flag_end - _FILE_FLAG_BEFORE)
    return "vnc" in text[start:flag_end] and _FILE_FLAG_RE.search(text[start:flag_end]) is not None


def _cli(text: str) -> Iterator[Span]:
    tools = list(_TOOL_RE.finditer(text)) if _TOOL_LOOK(text) else []
    for m, after in itertools.zip_longest(tools, tools[1:]):
        flag_re = _FLAG_RES[int(next(k for k, g in m.groupdict().items() if g)[1:])]
        stop = _command_end(text, m.end())
        # Each flag of the command (`snmpwalk -A … -X …`) up to its end or the next tool's name
        # (so each character is read for one tool: linear in the text).
        flags_end = stop if after is None else min(stop, after.start())
        for flag in flag_re.finditer(text, m.end(), flags_end):
            yield from _value(text, flag.end(), stop)
    for m in _PROMPT_AUTH_RE.finditer(text) if ">" in text else ():
        yield from _value(text, m.end(), _command_end(text, m.end()))
    if "-" not in text and "/" not in text:
        return  # (every flag below starts with one, and holds its word: plain text, read first)
    for m in _LONG_FLAG_RE.finditer(text) if any(start in text for start in _FLAG_STARTS) else ():
        if not _names_a_file(text, m.end()):
            yield from _value(text, m.end(), _command_end(text, m.end()))
    for m in _AUTH_FLAG_RE.finditer(text) if "--" in text else ():
        yield from _value(text, m.end(), _command_end(text, m.end()))
    for m in _USER_FLAG_RE.finditer(text) if "-u" in text or "--auth-cred" in text else ():
        for start, end, kind in _value(text, m.end(), _command_end(text, m.end())):
            value = text[start:end]
            if value != m.group(1) and (
                (len(value) >= 6 and has_classes(value, 3)) or letters_and_a_digit(value)
            ):
                yield start, end, kind
    for m in _SETS_PASSWORD_RE.finditer(text) if "ass" in text or "in " in text else ():
        yield from _value(text, m.end(), _command_end(text, m.end()))
    if "token" not in text and "secret" not in text and "key" not in text:
        return
    for m in _TOKEN_FLAG_RE.finditer(text):
        for start, end, kind in _value(text, m.end(), _command_end(text, m.end())):
            # (a quoted value is a password too, and so is any after a secret's flag:
            # `--db-secret …`)
            quoted = text[start - 1 : start] in ("'", '"') or m.group("secret") is not None
            if _keyish(text[start:end]) or (quoted and _quoted_key(text[start:end])):
                yield start, end, kind


def _quoted_key(value: str) -> bool:
    return len(value) >= _QUOTED_KEY_MIN and has_classes(value, 3)


_QUOTED_KEY_MIN = 10


def _keyish(value: str) -> bool:
    """A key, not a name or a path: a key run, or 16 or more characters with letters and digits
    and nothing but `.`, `_`, `-`, `:` between them."""
    if is_key_run(value):
        return True
    plain = value.replace(".", "").replace("_", "").replace("-", "").replace(":", "")
    digits = sum(c.isdigit() for c in plain)
    return len(value) >= 16 and plain.isalnum() and digits >= 3 and digits < len(plain) - 3


def _user_then_pass(text: str) -> Iterator[Span]:
    for m in _USER_THEN_PASS_RE.finditer(text):
        for start, end, kind in _value(text, m.end(), _command_end(text, m.end())):
            value = text[start:end]  # (not `docker run -u 1000 -p 8080:80`, `-p prompts`)
            # (the line before it, at most a command's length back: a text of many `-u … -p …`
            # is read in linear time)
            reach = max(0, m.start() - _COMMAND_CHARS)
            line = max(reach, text.rfind("\n", reach, m.start()) + 1)
            login = _LOGIN_RE.search(text, line, m.start())
            if not _NUMBER_RE.fullmatch(value) and (login is not None or has_classes(value, 2)):
                yield start, end, kind


# Answers piped to an installer's prompts, the new password typed twice for its confirmation
# (`printf '\\nn\\ny\\n<pw>\\n<pw>\\ny\\n' | sudo mariadb-secure-installation`, `… | grub2-setpassword`):
# two answers in a row alike, of three classes of character.
_ANSWERS_RE = re.compile(
    r"(?:printf|echo[ \t]+-[ne]*e[ne]*)[ \t]+(?P<q>['\"])(?P<body>[^'\"\n]{8,600})(?P=q)[ \t]*\|"
)
_ANSWER_RE = re.compile(r"(?:(?<=\\n)|(?<=^))(?P<v>[^\\]{6,128})\\n(?P=v)(?=\\n|$)")


def _confirmed_answers(text: str) -> Iterator[Span]:
    for m in _ANSWERS_RE.finditer(text):
        offset = m.start("body")
        for a in _ANSWER_RE.finditer(m.group("body")):
            value = a.group("v")
            if has_classes(value, 3) and is_label_value(value):
                yield offset + a.start("v"), offset + a.end("v"), "password_assignment"
                again = offset + a.end("v") + 2
                yield again, again + len(value), "password_assignment"


# A line written into a file whose name says it holds a password, its last word the password:
# JMX's `echo 'controlRole …' >> jmxremote.password`, `echo '…' > ~/.vault_password`.
_PASSWORD_FILE_RE = re.compile(
    r"(?<![\w\-])echo[ \t]+(?:-[ne]+[ \t]+)?(?P<q>['\"]?)(?:[^\s'\"]{1,64}[ \t]+)?"
    r"(?P<v>[^\s'\"]{4,128})(?P=q)[ \t]*>>?[ \t]*[^\s;|&<>]{0,200}?"
    r"(?i:password|passphrase)s?(?:\.txt)?(?![\w.\-])"
)


def _piped(text: str) -> Iterator[Span]:
    yield from _confirmed_answers(text)
    for m in _PASSWORD_FILE_RE.finditer(text) if "echo" in text else ():
        yield from _value(text, m.start("v"), m.end("v"))
    for m in _PIPED_RE.finditer(text):
        for group in (g for g in "abcdef" if m.group(g) is not None):
            yield from _value(text, m.start(group), m.end(group))
    for m in _VPN_ANSWERS_RE.finditer(text) if "connect" in text else ():
        yield m.start("v"), m.end("v"), "password_assignment"
    lowered = text.lower()
    if ("pass" in lowered or "key" in lowered) and (
        "cmd" in lowered or "command" in lowered or "eval" in lowered
    ):
        for m in _PASS_COMMAND_RE.finditer(text):
            group = "g" if m.group("g") is not None else "h"
            yield from _value(text, m.start(group), m.end(group))


# A VPN client's prompts answered by `printf` (Cisco's `vpn -s`, OpenConnect's `--passwd-on-stdin`):
# `printf 'connect HOST\nUSER\nPASSWORD\ny\n' | …/vpn -s`, the line after the user's.
_VPN_ANSWERS_RE = re.compile(
    r"(?:printf|echo[ \t]+-e)[ \t]+(?P<q>['\"])connect[ \t]+[^\s\\'\"]+\\n[^\\'\"\n]+\\n"
    r"(?P<v>[^\\'\"\n]{4,128})\\n[^'\"\n]{0,40}(?P=q)[ \t]*\|[ \t]*\S*(?:vpn|openconnect)\b"
)


def _command_end(text: str, pos: int) -> int:
    """Where the command that goes on at ``pos`` ends: its line, `;`, `&&` or a pipe, and at
    most `_COMMAND_CHARS` on (so a text of many tool names is read in linear time)."""
    limit = min(len(text), pos + _COMMAND_CHARS)
    end = _COMMAND_END_RE.search(text, pos, limit)
    return end.start() if end else limit


def _value(text: str, pos: int, stop: int) -> Iterator[Span]:
    while pos < stop and text[pos] in " \t\x1f":  # (\x1f: the flag ends one field, the value
        pos += 1  # starts the next: `scrub_joined`)
    if text.startswith(("$'", '$"'), pos):
        pos += 1  # (bash's `$'…\n…'`)
    v = _VALUE_RE.match(text, pos, stop)
    if v is None:
        return
    group = next(i for i in (1, 2, 3) if v.group(i) is not None)
    value, start = v.group(group), v.start(group)
    if group == 3:
        if value.lower().startswith(("pass:", "str:")):  # openssl's `-passin pass:…` read as
            cut = value.index(":") + 1  # any flag, tpm2-tools' `-p str:…`
            value, start = value[cut:], start + cut
        value = value.rstrip(".,;:)`")
    if group == 3 and "@" in value and text[pos - 1 : pos] in "/:":
        # (`sqlplus scott/tiger@orcl`, impacket's `corp/bob:p@ss@10.0.0.9`: the password ends at
        # the last @, where the database or the host begins: `…/Bul@k+Samosval83@//erp…`)
        value = value[: value.rindex("@")]
    lowered = value.lower()
    if lowered in _NOT_A_VALUE_WORDS or lowered.startswith(_NOT_A_VALUE):
        return
    if _PATH_RE.fullmatch(value):
        return
    if is_label_value(value) and lowered not in PROSE_WORDS:
        yield start, start + len(value), "password_assignment"


_NEXT_WORD_RE = re.compile(r"[ \t]+([^\W\d_]+)")
# A network's name, not its key: a band or a guest's or an extender's word at its end
# (`Lodge-5G`, `Casa_2.4GHz`, `Gocta-Guest2`).
_NETWORK_NAME_RE = re.compile(r"(?i:(?:5|2\.?4)[ _\-]?g(?:hz)?|guest\d*|ext\d*|wifi\d*|wlan\d*)\Z")


# (RE2 finds where a naming could start, Python reads it there: `first_look.Starts`)
_NAMED = Starts(NAMED_RE)


def _reversed(text: str) -> Iterator[Span]:
    for named in _NAMED.finditer(text):
        after = _NEXT_WORD_RE.match(text, named.end())
        if after is not None and after.group(1).lower() in NOT_MODIFIERS:
            continue  # `v2.0 is the new password policy`: about passwords, not one
        start = named.start()
        m = _VALUE_BEFORE_RE.search(text, max(0, start - _NAMED_WINDOW), start)
        value = "" if m is None else m.group("v")
        if (
            m
            and value.lower() not in PROSE_WORDS
            and (named.group("set_on") is None or letters_and_a_digit(value))
            and (
                named.group("wifi_is") is None
                or (letters_and_a_digit(value) and not _NETWORK_NAME_RE.search(value))
            )
            and not value.startswith(("¿", "¡"))  # (a question's first word: `¿Cuál es la …`)
            and not (value.endswith("?") and value[:-1].isalpha())  # (its last: `which one? …`)
            and has_classes(value, 2)
            and is_label_value(value)
        ):
            yield m.start("v"), m.end("v"), "password_assignment"


# Or a colon glued to the value, then what it is (`Sachavaca75%: the password Dale uses for
# everything`): a word of a password's shape (letters, a digit and a third class, eight characters
# or more), not a ticket's `INC0012345:`, a time's, a link's. Or Quechua's evidential glued to the
# value, a digit or a sign closing it, then "password" (`yalape.cereza.2027mi claveqa`), or
# Sranan's "is the password" after it (`… na a nyun pasword`): two classes, six characters or more.
_GLUED_NAMED_RE = re.compile(
    r"(?<=[^\s:]):[ \t]+"
    + _WHOSE
    + r"|(?P<mi>(?<=[\d!#$%&*+?@~])(?i:mi)[ \t]+(?i:clave|contrase[ñn]a|password)"
    r"(?i:n?qa|y|n|nchik)?(?![^\W\d_])"
    # (and Sranan's "is the (new) password" after a value: `… na a nyun pasword fu a laptop`)
    r"|(?<=[^\s])[ \t]+(?i:na)[ \t]+(?i:a|mi|wi|yu)[ \t]+(?:(?i:nyun|owru)[ \t]+)?"
    r"(?i:pasword|password|pw|pin)(?![^\W\d_]))"
)
_GLUED_REACH = 64
_VALUE_START_RE = re.compile(r"[\s\"'`]")


def _glued_named(text: str) -> Iterator[Span]:
    for named in _GLUED_NAMED_RE.finditer(text):
        after = _NEXT_WORD_RE.match(text, named.end())
        if after is not None and after.group(1).lower() in NOT_MODIFIERS:
            continue  # (`…: the password policy`)
        colon = named.start()  # (or where `mi` begins)
        lo, start = max(0, colon - _GLUED_REACH), colon
        while start > lo and not _VALUE_START_RE.match(text, start - 1):
            start -= 1
        value = text[start:colon]
        shaped = (
            has_classes(value, 2) and len(value) >= 6
            if named.group("mi") is not None
            else letters_and_a_digit(value) and has_classes(value, 3)
        )
        if (
            (start == 0 or start > lo)
            and shaped
            and "://" not in value
            and value.lower() not in PROSE_WORDS
            and is_label_value(value)
        ):
            yield start, colon, "password_assignment"


# A password hashed or checked in code, as a literal: `crypt.crypt('…', salt)`,
# `bcrypt.hashpw(b"…", …)`, `make_password("…")`, `generate_password_hash('…')`,
# `password_hash('…', PASSWORD_DEFAULT)`, `Hash::make('…')`, `bcrypt.hashSync('…', 10)`,
# `BCrypt.HashPassword("…")`, `check_password("…", …)`, Jupyter's `= passwd('…')`.
_HASHERS = (
    r"crypt\.crypt|hashpw|hashSync|HashPassword|make_password|check_password"
    r"|generate_password_hash|check_password_hash|password_hash|password_verify|Hash::make"
    r"|bcrypt(?:\.hash)?|argon2\.hash|PasswordHasher\(\)\.hash|pwd_context\.hash"
    # (Jupyter's, its value set: `c.NotebookApp.password = passwd('…')`, `auth.passwd('…')`)
    r"|(?:(?<==[ \t])|(?<==)|(?<=auth\.))passwd"
)
_HASHED_LITERAL_RE = re.compile(
    r"(?<!\w)(?:" + _HASHERS + r")[ \t]*\([ \t]*b?(?P<q>[\"'])(?P<v>[^\"'\n]{4,128})(?P=q)"
)
# A password set in code as its call's last literal: `user.set_password("…")`, Python keyring's
# `keyring.set_password("service", "user", "…")`.
_SET_PASSWORD_RE = re.compile(
    r"(?<!\w)set_password[ \t]*\((?:[ \t]*(?:[\"'][^\"'\n]{0,128}[\"']|[\w.]{1,64})[ \t]*,){0,2}"
    r"[ \t]*b?(?P<q>[\"'])(?P<v>[^\"'\n]{4,128})(?P=q)[ \t]*\)"
)


def _hashed_literals(text: str) -> Iterator[Span]:
    for m in (*_HASHED_LITERAL_RE.finditer(text), *_SET_PASSWORD_RE.finditer(text)):
        value = m.group("v")
        if value.lower() not in PROSE_WORDS and is_label_value(value):
            yield m.start("v"), m.end("v"), "password_assignment"


# SQL's password clause: `CREATE USER app IDENTIFIED BY 'pw'`, `ALTER USER … IDENTIFIED WITH
# mysql_native_password BY 'pw'`, MariaDB's `IDENTIFIED BY PASSWORD`, Oracle's `IDENTIFIED BY pw`.
_IDENTIFIED_BY_RE = re.compile(
    r"(?i:\bIDENTIFIED[ \t]+(?:WITH[ \t]+['\"]?\w+['\"]?[ \t]+)?(?:BY|AS)[ \t]+(?:PASSWORD[ \t]+)?)"
    r"(?:'(?P<v1>[^'\n]{1,128})'|\"(?P<v2>[^\"\n]{1,128})\"|(?P<v3>(?![A-Za-z_]+\b(?:[ \t;]|$))[^\s;'\"]{4,128}))"
)


def _identified_by(text: str) -> Iterator[Span]:
    for m in _IDENTIFIED_BY_RE.finditer(text):
        name = next(g for g in ("v1", "v2", "v3") if m.group(g))
        if name == "v3" and not m.group().startswith("IDENTIFIED"):
            continue  # (unquoted, only in SQL's capitals: "identified by ID1234" is prose)
        if not m.group(name).startswith((":", "$", "?", "%(")):  # (a bind variable, a placeholder)
            yield m.start(name), m.end(name), "password_assignment"


# A password as a parameter in capitals, its value in brackets: IBM i's CL commands
# (`CRTUSRPRF USRPRF(…) PASSWORD(…)`, `RUNRMTCMD … RMTPWD('…')`), RACF's `ALTUSER … PHRASE('…')`,
# SQL's `PASSWORD('…')`. Never a
# special value, a variable or an ellipsis (`*NONE`, `&PWD`, `'…'`); unquoted, it holds a letter
# and a digit.
_CL_PASSWORD_RE = re.compile(
    r"(?<![\w])(?:PASSWORD|PASSWD|PWD|RMTPWD|NEWPWD|CURPWD|PASSPHRASE|PHRASE)\("
    r"(?:'(?P<v1>(?=[^'\n]*[^\W_])[^'\n*&]{1,128})'|(?P<v2>(?=[^\s()']*[A-Za-z])(?=[^\s()']*\d)[^\s()'*&:$?%]"
    r"[^\s()']{5,127}))\)"
)


# A cracker's output. hashcat's `--show` and potfile lines, `<hash>:<password>` (a hex hash or a
# crypt one, `$6$…`, `$krb5tgs$…`; a salt may come between; with `--username` a user first);
# john's `--show` lines (`user:password:…` above its "N password hashes cracked" line) and its
# live ones (`password   (user)`); aircrack-ng's `KEY FOUND! [ … ]` and its `(ASCII: … )`;
# a login guesser's (NetExec's and CrackMapExec's `[+] DOMAIN\user:password`, ncrack's
# `host 22/tcp ssh: 'user' 'password'`).
_CRACKED_HASH_RE = re.compile(
    r"(?<![^\s(\[\"'`])(?:[^\s:]{1,64}:(?=[0-9a-fA-F]{32}))?"
    r"(?:(?=[a-fA-F]*\d)(?=\d*[a-fA-F])[0-9a-fA-F]{32,128}|\$[\w\-]{1,16}\$[\w./$=+*\-]{8,512})"
    r":(?P<v>\S{1,256})"
)
# What says the text is a cracker's (a `<hash>:<value>` line without it: a value that looks like
# a password, not a file's name, `<commit>:README.md`).
_CRACKER_RE = re.compile(r"(?i:hashcat|john|potfile|\.pot\b|crack|recovered|--show)")
_FILE_NAME_RE = re.compile(r"[\w\-]+\.[A-Za-z]{1,5}")
_HEX_HALF_RE = re.compile(r"[0-9a-fA-F]{16,}(?::[0-9a-fA-F]*)*")  # (LM's hash, then NT's)
_JOHN_SHOWN_RE = re.compile(r"(?m:^[ \t]*\d+ password hash(?:es)? cracked, \d+ left)")
_JOHN_LINE_RE = re.compile(r"[ \t]*[^\s:]{1,64}:(?P<v>[^:\n]*)(?::[^\n]*)?")
_JOHN_LIVE_RE = re.compile(r"(?m:^[ \t]*(?P<v>\S{1,128})[ \t]+\([^()\s]{0,64}\)[ \t]*$)")
_JOHN_RUN_RE = re.compile(r"Press 'q' or Ctrl-C|Loaded \d+ password hash")
_KEY_FOUND_RE = re.compile(
    r"KEY FOUND! \[[ \t]*(?P<k>[^\n\]]{1,128}?)[ \t]*\]"
    r"(?:[ \t]*\(ASCII:[ \t]*(?P<a>[^\n)]{1,64}?)[ \t]*\))?"
)
_GUESSED_RE = re.compile(
    r"\[[+\-]\][ \t]+[\w.\-]{1,64}\\[^\s:\\]{1,64}:(?P<v>\S{1,128})"
    r"|(?m:^[ \t]*\S+[ \t]+\d+/tcp[ \t]+[\w\-]+:[ \t]+'[^'\n]*'[ \t]+'(?P<w>[^'\n]{1,128})')"
)
_CRACKED_GATE_RE = re.compile(
    r"[0-9a-fA-F]{32}:|\$[\w\-]{1,16}\$|KEY FOUND! \[|password hash(?:es)? cracked"
    r"|Press 'q' or Ctrl-C|Loaded \d+ password hash|\[[+\-]\][ \t]+[\w.\-]+\\|/tcp[ \t]+[\w\-]+:[ \t]+'"
)


def _cracked(text: str) -> Iterator[Span]:
    yield from _hash_lines(text)
    yield from _john_lines(text)
    yield from _guessed_logins(text)
    for m in _KEY_FOUND_RE.finditer(text):
        for group in ("k", "a"):
            if m.group(group) and m.group(group).strip():
                yield m.start(group), m.end(group), "password_assignment"


def _hash_lines(text: str) -> Iterator[Span]:
    """hashcat's `<hash>:<password>` lines (`_CRACKED_HASH_RE`)."""
    context = _CRACKER_RE.search(text) is not None
    for m in _CRACKED_HASH_RE.finditer(text):
        value = m.group("v").rstrip(".,;:)`'\"")
        if not value or _HEX_HALF_RE.fullmatch(value) or "/" in value or "\\" in value:
            continue
        if not context and (not has_classes(value, 2) or _FILE_NAME_RE.fullmatch(value)):
            continue
        if is_label_value(value):
            yield m.start("v"), m.start("v") + len(value), "password_assignment"


def _john_lines(text: str) -> Iterator[Span]:
    """john's `--show` lines above its count, and its live lines while it runs."""
    for m in _JOHN_SHOWN_RE.finditer(text):
        end = m.start()
        while end > 0 and text[end - 1] == "\n":
            end -= 1  # (its lines, from the last up, to the first that is none)
        while end > 0 and (
            shown := _JOHN_LINE_RE.fullmatch(text, text.rfind("\n", 0, end) + 1, end)
        ):
            value = shown.group("v").strip()
            if value and is_label_value(value):
                at = shown.start("v") + shown.group("v").index(value)
                yield at, at + len(value), "password_assignment"
            end = shown.start() - 1
    if _JOHN_RUN_RE.search(text):
        for m in _JOHN_LIVE_RE.finditer(text):
            if is_label_value(m.group("v")):
                yield m.start("v"), m.end("v"), "password_assignment"


def _guessed_logins(text: str) -> Iterator[Span]:
    """A login guesser's tried logins (NetExec's `[+] DOMAIN\\user:…`, ncrack's `'user' '…'`)."""
    for m in _GUESSED_RE.finditer(text):
        group = "v" if m.group("v") is not None else "w"
        value = m.group(group)
        if not _HEX_HALF_RE.fullmatch(value) and is_label_value(value):
            yield m.start(group), m.end(group), "password_assignment"


# A licence key given to a command's activation flag (`metashape.sh --activate <key>`, `--license
# …`, `--serial …`, `setup.exe /PID=…`): groups of capitals and digits.
_LICENCE_FLAG_RE = re.compile(
    r"(?<!\S)(?:--?(?i:activate|activation(?:-key)?|licen[cs]e(?:-key)?|serial(?:-number)?"
    r"|product-?key|reg-?key|cd-?key)|/PID)(?:[ \t]+|=|:)['\"]?"
    r"(?P<v>[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){3,7})(?![\w\-])"
)


def _licence_keys(text: str) -> Iterator[Span]:
    for m in _LICENCE_FLAG_RE.finditer(text):
        if has_classes(m.group("v"), 2):
            yield m.start("v"), m.end("v"), "vendor_key"


FAMILIES = (
    Family("cli_password", _CLI_GATE_RE, _cli),
    Family("licence_key", re.compile(r"(?i:activat|licen[cs]e|serial|key)|/PID"), _licence_keys),
    Family("cracked_password", _CRACKED_GATE_RE, _cracked),
    Family("sql_identified_by", re.compile(r"(?i:IDENTIFIED[ \t])"), _identified_by),
    Family(
        "cl_password",
        re.compile(r"P(?:ASS|AS|)WD\(|PASSWORD\(|PHRASE\("),
        groups_of(_CL_PASSWORD_RE, "password_assignment", "v1", "v2"),
    ),
    Family(
        "hashed_literal",
        re.compile(
            r"(?:crypt|hashpw|hashSync|HashPassword|_password|password_hash|password_verify"
            r"|Hash::make|bcrypt|bcrypt\.hash|argon2\.hash|PasswordHasher\(\)\.hash|pwd_context\.hash"
            r"|passwd)"
            r"[ \t]*\("
        ),
        _hashed_literals,
    ),
    Family("reversed_password", NAMED_RE, _reversed),
    Family("reversed_password_glued", _GLUED_NAMED_RE, _glued_named, needs_digit=True),
    # (A gate of its own: the whole pattern's counted runs outgrow the first look's automaton.)
    Family(
        "piped_password",
        re.compile(
            r"(?:echo|printf)[ \t][^\n]*\||<<<|<\([ \t]*(?:echo|printf)|send[ \t]+(?:--[ \t]+)?\""
            r"|echo[ \t][^\n]*>"  # (`_PASSWORD_FILE_RE`)
            # (no case folding: the first look reads a gate without it beyond ASCII too)
            r"|(?:[Pp][Aa][Ss][Ss][A-Za-z]{0,6}|[Kk][Ee][Yy])[_\-]?(?:[Cc][Oo][Mm][Mm][Aa][Nn][Dd]"
            r"|[Cc][Mm][Dd]|[Ee][Vv][Aa][Ll])"
        ),
        _piped,
    ),
    Family("cli_user_password", _USER_THEN_PASS_RE, _user_then_pass),
    Family("named_key", _NAMED_KEY_GATE_RE, _named_keys, hint=re.compile(r"[=:]")),
)


def command_line_passwords(text: str) -> Iterator[Span]:
    """The passwords of the commands in ``text``, read as a shell's command line (`argv_lists`
    gives it a list's items joined by spaces): a tool's flag, or any command's `-u USER -p …`."""
    return itertools.chain(_cli(text), _user_then_pass(text))
