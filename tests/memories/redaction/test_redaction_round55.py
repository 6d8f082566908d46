# ruff: noqa: RUF001  (the samples are in other scripts)
"""Round 55 (held-out 143-146's misses, read and fixed as classes, 2026-12-02): passwords given by
position to PHP's `imap_open`, `ftp_login` and `ssh2_auth_password`, to a setter
(`setPassword("…")`), to JavaMail's `Transport.send`, tiberius' `AuthMethod::sql_server`, LuaSQL's
`env:connect` and pexpect's `login(HOST, USER, …)`; Tasmota's decode-config, Gupta SQLTalk's
`CONNECT`, RACF's `PHRASE('…')`; a Tagalog one-time code with words before `OTP`; Japanese's setup
key after its possessive; Inuktitut's `passwordiga`, Dhivehi's `paasuwodaki`; a Sinhala card code
in Latin letters; Japanese and Korean licences and certificates, Faroese's permit, an acronym said
again after a word or in brackets; Dhivehi's word for code; two qualifying phrases before a colon;
a dictation asked about (`mot de passe? …`); and what stays: a question about the password, a
special value, a file after the flag, a variable after `setPassword`, a number that is a year
after `ang`, words after a setting's name glued to `=`, a plain word after a share (`91%
saturation`)."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 54's rules.
CAUGHT = [
    ('$box = imap_open("{imap.harbour.lan:993/imap/ssl}INBOX", "ops@harbour.lan", "Skerryvore2019");', "Skerryvore2019"),
    ('ftp_login($ftp, "weigh", "Noss2017");', "Noss2017"),
    ("ssh2_auth_password($session, 'gate', 'kelpie');", "kelpie"),
    ('sess.setPassword("Muckle2031");', "Muckle2031"),
    ('Transport.send(msg, "alerts@harbour.lan", "trawlerman");', "trawlerman"),
    ('cfg.authentication(AuthMethod::sql_server("scales", "Yell2028"));', "Yell2028"),
    ('local c = env:connect("auction", "buyer", "unst.fetlar.2030", "db.lan", 5432)', "unst.fetlar.2030"),
    ('p.login("gw.harbour.lan", "ops", "qwZrTvXpLkMn")', "qwZrTvXpLkMn"),
    ("decode-config.py -s tasmota-pump.lan -p 'fetlar_7_2031' --backup-file pump.json", "fetlar_7_2031"),
    ("SQLTalk> CONNECT AUCTIONDB 1 clerk/k7xq2-m9pz;", "k7xq2-m9pz"),
    ("ALTUSER OPS1 PHRASE('Lerwick harbour at dawn 2031') NOEXPIRED", "Lerwick harbour at dawn 2031"),
    ("773019 ang iyong Maya OTP. Huwag itong ibigay.", "773019"),
    ("Authy 用のセットアップキー：wq7t kz2m pv4n xr6c", "wq7t kz2m pv4n xr6c"),
    ("passwordiga Umiaq-2027, qujannamiik", "Umiaq-2027"),
    ("Addu office laptop ge paasuwodaki Gan#Hithadhoo88, kaakuves nubunaa", "Gan#Hithadhoo88"),
    ("card eke pitipasse thiyena ankay thuna: 417", "417"),
    ("危険物取扱者免状（丙）交付番号 E1188204", "E1188204"),
    ("玉掛け技能講習修了証の番号：TM-7720315", "TM-7720315"),
    ("굴착기운전기능사 자격증 번호: 2031-02-55810", "2031-02-55810"),
    ("uppihaldsloyvið hjá Jógvan: UPL-2030-11873", "UPL-2030-11873"),
    ("PMDC practitioner registration of Dr. Aslam: PMDC/KP/602211", "PMDC/KP/602211"),
    ("ලියාපදිංචි අංකය (SLNC): SLNC/R/44190", "SLNC/R/44190"),
    ("ސްކޫލުގެ ދޮރުގެ ކޯޑު: 6604", "6604"),
    ("PIN of the tablet on the ferry Gannet: 5581", "5581"),
    ("mot de passe? tu écris morue, et tu mets 7310 derrière", "7310"),
]  # fmt: skip

KEPT = [
    "what's the password? it changed in 2024",
    "ALTUSER OPS1 PHRASE(*NONE)",
    "decode-config.py -s tasmota-pump.lan --backup-file pump.json",
    "session.setPassword(password);",
    "2024 ang taon ng code review",
    "password? no idea, ask room 12",
    "the password for the meeting at noon: let's talk",
    # (two of held-out 143-144's clean texts were changed by round 54's rules: these are like them)
    "password dhora=kono jaigay lekha nai.",
    "pen 3: oxygen 91% saturation, biomass 380 t.",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
