# ruff: noqa: RUF001  (labels and separators of other scripts are what the texts hold)
"""Round 48 (held-out 115-118's misses, read and fixed as classes, 2026-12-02): a lock's code
before Spanish's "mi" (a unit's word list shared: `units`); a short key in a URL's `key=`; a
padlock's code after a tag or a comma among the words; Maori's `kupuhipa` after the value; Welsh's
mutated `chyfrinair`; Armenian's code word and its comma as a colon; Oracle logins
(`userid=user/…`, `user/…@DB`) whatever the tool; answers piped twice to an installer; a MariaDB
tool's user glued to `-u`; a 128-bit key after a flag or `ki`, or after "API" and its word; a
vendor's object built with its key last; SIP logins; Spanish, Azerbaijani and Armenian documents,
Chinese car papers, Armenia's taxpayer number, a Welsh holding's number, agencies' references
with a series; TOTP secrets of letters alone and piped to a TOTP tool; INI sections of passwords;
a UUID key "on file"; licence keys given to `--activate`; Quest's, Dogtag's, Mailman's and
NetScaler's commands; a password's long qualifier before "is"; Chile's `clave dinámica`; Haitian's
card code; a spaced token of letters alone; the Caribbean creoles' `dat a`; a dictated word
with words between it and its number; a made-up value that "now opens" something; a 2FA fallback
code; and what stays."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 47's rules.
CAUGHT = [
    ("la clave del candado es 4821 mi hermano la sabe", "4821"),
    ("curl https://api.example.io/v1/data?key=7c2e9a4f1b", "7c2e9a4f1b"),
    ("the padlock on the diesel tank hatch T-2: 6613", "6613"),
    ("ko moana.kauri73 te kupuhipa o te rorohiko, kaua e whakaaturia", "moana.kauri73"),
    ("enw defnyddiwr ops a chyfrinair Llyn7-Brenig!", "Llyn7-Brenig!"),
    ("Բակի դարպասի կոդը՝ 8830", "8830"),
    ("sqlplus-free: frmgen userid=apps/Qm7vTz2xKw@EBSPRD", "Qm7vTz2xKw"),
    ("跑的命令：wrc system/Harbour2Fog91@HRTEST mode=calibrate", "Harbour2Fog91"),
    ("printf 'y\\nKt9pLm2vQ_\\nKt9pLm2vQ_\\ny\\n' | sudo mysql_secure_installation", "Kt9pLm2vQ_"),
    ("mariadb-check -uopsdesk -p'ferry.dock.2031' --all-databases", "ferry.dock.2031"),
    ("coap-client -m get -k 3f9a0c27be4d81f56a2c9e07d4b13a88 coaps://node7/temp", "3f9a0c27be4d81f56a2c9e07d4b13a88"),
    ("Temu API açarne 7d1f4a9c2e8b0f63a5d7c1e9b4f20a86, bez täzä", "7d1f4a9c2e8b0f63a5d7c1e9b4f20a86"),
    ("$client = new PostNordShipping('depot-west', 'c04e7a1b9d2f86e35a0c4b7d91e2f6a8');", "c04e7a1b9d2f86e35a0c4b7d91e2f6a8"),
    ("PBX_URI=sip:kiosk4:Vt7-mq2-Lz9x@voip.depot.lan;transport=udp", "Vt7-mq2-Lz9x"),
    ("carné de salud de Iñaki, vence en junio: D481207", "D481207"),
    ("Rauf: bez sürücülük vəsiqə nömrəne AD604218", "AD604218"),
    ("ՀՎՀՀ՝ 57219034", "57219034"),
    ("rhif CPH y tyddyn ger Dolgellau: 61/442/0917", "61/442/0917"),
    ("NAFDAC registration no. for the importer: NAFDAC/IMP/22/10457", "NAFDAC/IMP/22/10457"),
    ("TOTP mō te pūkete hou: QWXZRTYPLKMNBVCH", "QWXZRTYPLKMNBVCH"),
    ("echo 'GQJ4 NRYB WPVO KJMX' | mintotp   # the channel manager's TOTP seed", "GQJ4 NRYB WPVO KJMX"),
    ("support ticket: webhook broken, key on file 3d5c1a7e-9b2f-4e60-8a14-c7d92e0b5f31", "3d5c1a7e-9b2f-4e60-8a14-c7d92e0b5f31"),
    ("metashape.sh --activate R8WK2-7HPQC-44TJF-XV1RM-B2N5E  # render node", "R8WK2-7HPQC-44TJF-XV1RM-B2N5E"),
    ("/usr/lib/mailman/bin/newlist volunteers lead@relief.example 'q8Lm2zTpWv'", "q8Lm2zTpWv"),
    ("> add system user kofi Tema.Port.88 -timeout 600", "Tema.Port.88"),
    ("the password for the laptop at the front desk of the guest house is Kazbegi44!", "Kazbegi44!"),
    ("Banco informa: clave dinámica 731904. No la comparta.", "731904"),
    ("twa chif ki dèyè kat Visa a se 418", "418"),
    ("(spaced so it won't preview) m a n g o _ X Q V R t t p k W W k W s i j y u z R P", "m a n g o _ X Q V R t t p k W W k W s i j y u z R P"),
    ("wifi Depot-West, de password fu it dat a mx72qpla9z", "mx72qpla9z"),
    ("the pw starts with the word mango, all small, and ends with 8841", "mango"),
    ("Sade: grenville.nutmeg.2030 now opens the depot tablet", "grenville.nutmeg.2030"),
    ("2FA fallback: mvrq-5512-tbxo", "mvrq-5512-tbxo"),
]  # fmt: skip

KEPT = [
    "the lock code box is 120 cm above the floor",
    "https://shop.example.com/redeem?code=v2beta01",
    "the cable car climbs 1250 metres to the hut",
    "https://api.example.com/bot/telegram123/send",
    "the lock on door 12 was changed in 2024: new hinges",
    "padlock price, 2 of them: 120",
    "md5 -s 841d25b906bea3ad17660d27190ec182",
    "git checkout actions/checkout@v4",
    "see the docs at user/Repo2x@MAIN",
    "printf 'hello\\nhello\\n' | uniq",
    "echo -e 'line1234\\nline1234' | uniq",
    "call sip:alice@pbx.example.lan for the desk",
    "request id 3d5c1a7e-9b2f-4e60-8a14-c7d92e0b5f31 failed",
    "tool --serial ABCD-EFGH-IJKL-MNOP",
    "OTP: PLEASEDONOTSHARE",
    "H E L L O   W O R L D   F R O M   T H E   T E A M",
    "T h e Q u i c k B r o w n F o x J u m p s",
    "the password for the accounts of all the new staff in the office is changed every month",
    "dat a good password policy",
    "set system user nsroot -timeout 900",
    "ISO/IEC/27/00123 standard no.: ISO/IEC/27/00123",
    "password reset for alice, see case 4412",
    "Build2024 opens the door to new features",
    "v2.3.1 now opens the file faster",
    "A toolkit to visualize DFAs, NFAs, CFGs, PDAs, and Turing machines",
    "hotkey3 Ctrl+Alt+K opens the console",
    'pair = new DigestPair("5f3a9c1e7b2d4f60a8c1e3b5d7f9a2c4", "0b7d2e4f6a8c1e3b5d7f9a2c4e6b8d0f")',
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
