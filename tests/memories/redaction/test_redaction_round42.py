# ruff: noqa: RUF001  (a full-width colon is what the text holds)
"""Round 42 (held-out 87-90's last misses and held-out 91-94's, read and fixed as classes,
2026-12-01): any command's `-u USER:PASSWORD`; backup codes of small letters only, after a clause
of their own, and their lists under `codigos_respaldo`; the IČO in ASCII; a document's number
after a colon with five digits or capitals' groups first, after a carnet, a `preukaz`, a
`carteira`, Tok Pisin's `laisens … namba`, an identification number past its acronym; a password
dictated as a word and a number in order (`ordered_words`); Redis-protocol `AUTH` at a prompt,
magic-wormhole, `xrdp-sesrun`, WPS and modem PINs, NUT's `MONITOR`, `AT+CGAUTH`, `newusers`, a
google-authenticator file, `registration_key`, `WiFi.softAP`/`addAP`, a vendor's client named
after itself; card codes by the card's back in Japanese and French and `security digits`; a
padlock past eight words; Malagasy's OTP; Vietnamese `mk`; Tok Pisin's passphrase and read-out;
Georgian's passphrase; a VeraCrypt container's; Japan's invoice number by its check digit; and
what stays."""

from __future__ import annotations

from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 41's rules.
CAUGHT = [
    ("我打咗呢個指令：bin/post -u ops:harbour-lights-7 -c lotes", "harbour-lights-7"),
    (
        "Ledger recovery codes, keep them in the office safe: qwpt-zmxr-hvkd\n"
        "bnfs-tlwq-pcjy\nrgdm-xkvz-fhwn",
        "qwpt-zmxr-hvkd",
    ),
    ('{"buyer": {"ico": "10440160"}}', "10440160"),
    ("ICO dodavatele: 10440160", "10440160"),
    ("ferry licence number for the Osprey: 41907", "41907"),
    ("mountain guide licence: UIAGM-AT-40917", "UIAGM-AT-40917"),
    ("carnet number of the Czech guide: CZ-77123", "CZ-77123"),
    ("číslo preukazu UIAGM: SK-30418", "SK-30418"),
    ("Director Identification Number (DIN) of our finance director: 08812345", "08812345"),
    # Round 42, from held-out 91-94.
    ("the office PC login is kapok, ending with the digits 3318", "kapok"),
    ("pw: quokka first, 7310 straight after", "quokka"),
    ("Kennwort zuerst birke tippen, hinten die Ziffern 4402 dran", "birke"),
    ("a senha é jambo, a fruta, e logo depois 6637", "jambo"),
    ("office printer, wombat then 8812, written together", "wombat"),
    ("裏面に印字された3桁の番号：582", "582"),
    ("au verso de la carte, les chiffres : 731", "731"),
    ("Mastercard ending 4417, security digits 294", "294"),
    ("candado del botiquín de la enfermería en el bote: 0032", "0032"),
    ("482913 no kaody fanamarinana anao. Aza omena olona.", "482913"),
    ("đăng nhập bằng lanh, mk LANH+7292", "LANH+7292"),
    ("wormhole receive 7-crossover-clockwork", "7-crossover-clockwork"),
    ("xrdp-sesrun 10.0.0.4 mai Tq9vLr2xWp 1280 720 24", "Tq9vLr2xWp"),
    ("hostapd_cli -i wlan1 wps_ap_pin set 31857402 120", "31857402"),
    ("echo 60412 | gnokii --entersecuritycode PIN", "60412"),
    ("COMGTPIN=4402 comgt -d /dev/ttyUSB0 PIN", "4402"),
    ("geo.lan:9851> AUTH KELP~2201", "KELP~2201"),
    ('vonage = Vonage("47110042", "9a0c5e1f7b3d2a4c6e8f0a1b2c3d4e5f6a7b8c9d")', "9a0c5e1f7b3d"),
    ('wifiMulti.addAP("Dock-AP", "heron-tide553");', "heron-tide553"),
    ('WiFi.softAP("Barge-AP", "MiraFlores2025x");', "MiraFlores2025x"),
    ("MONITOR dockups@localhost 1 monuser Rv8-harbour-Lamp primary", "Rv8-harbour-Lamp"),
    ('AT+CGAUTH=1,1,"clinic","mango-papaya227"', "mango-papaya227"),
    ("ana.r:kelp-77bw-qoz5:2001:2001:Ana:/home/ana.r:/bin/bash", "kelp-77bw-qoz5"),
    ('~/.google_authenticator:\nJBSWY3DPEHPK3PXQ\n" RATE_LIMIT 3 30\n" TOTP_AUTH', "JBSWY3DPEHPK3PXQ"),
    ("[client]\nregistration_key = standalone-7731\n", "standalone-7731"),
    ("bekap pasfres em kumul tarangau bilum saksak", "kumul tarangau"),
    ("პაროლის ფრაზა: mtsvane kldis tkhili mzis", "mtsvane kldis"),
    ("VeraCrypt volume on the field laptop: otter maple quarry lantern", "otter maple"),
    ("mi ritim wanwan leta: s k _ t e s t _ a B c D e F g H i J k L", "s k _ t e s t"),
    ("yu draiva laisens namba 44102371", "44102371"),
    ("kampani IPA namba 1-63018", "1-63018"),
    ("Carteira de Registro Nacional Migratório of the new nurse from Havana: F551902-3", "F551902-3"),
    ("適格請求書発行事業者登録番号（大阪の卸）：T6945807302157", "T6945807302157"),
]  # fmt: skip

KEPT = [
    "docker run -u 1000:1000 -v $PWD:/src builder",
    "sudo -u www-data:www-data php occ upgrade",
    "git push -u origin:main",
    "Backup codes expire after ninety days, so print new ones and keep them safe.",
    "backup codes, see the wiki: state-of-the-art",
    "Los códigos de respaldo están en la caja fuerte de la oficina.",
    '{"codigos_respaldo_restantes": 6}',
    "ICO 10440161 is a typo in the invoice header.",
    "certificate number: ISO-27001",
    "Licence: GPL-3",
    "the permit number for 2024: 20245",
    "Vehicle Identification Number: see the registration card",
    "licence: 24830 km on the clock",
    "The password must be changed first, within 365 days after.",
    "password reset: first log in, then wait 300 seconds",
    'commit = Commit("repo", "ce05678053774bed6cf584e99b4740786d3265bf")',
    "root:x:0:0:root:/root:/bin/bash",
    "GPIOPIN=1234",
    "db> auth required",
    "Spitfire, Mk 9 variant",
    "a senha em anexo está no e-mail",
    "The VeraCrypt container: stored on the NAS",
    "spelled out: t h e q u i c k b r o w n f o x j u m p s",
    "container MSCU 4410278 leaves Lae on Friday",
    "適格請求書発行事業者登録番号：T6945807302158",
    "wormhole send report.pdf",
    "the security number of the building is on the door",
    "裏面の注意書きを読んでください：3桁の番号は不要",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


def test_a_list_of_backup_codes_under_a_spanish_key_is_scrubbed() -> None:
    """Letters-only codes under `codigos_respaldo` (missed by round 41's rules)."""
    codes = ["vntq-dhwm-zslp", "frxk-bqnc-mwtj", "dpzk-rvht-lnwc"]
    scrubbed = scrub_json({"2fa": {"codigos_respaldo": codes}})
    assert not any(code in str(scrubbed) for code in codes)


def test_a_count_under_the_same_key_is_kept() -> None:
    assert scrub_json({"codigos_respaldo_restantes": 6}) == {"codigos_respaldo_restantes": 6}
