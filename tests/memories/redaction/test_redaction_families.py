"""Secret families (issue 46): each class an outside scan found stored raw, then a tuning corpus
and a held-out corpus of every family (`secret_classes_families*.py`), and the decisions: a
Luhn-valid card number, a mod-97 IBAN, a national id and a 2FA code are scrubbed whole.
"""

from __future__ import annotations

import time
from types import ModuleType

import pytest

from memories.redaction import scrub_joined, scrub_secrets, spoken
from memories.redaction.json import scrub_json
from tests.memories.redaction import (
    secret_classes_families,
    secret_classes_families_heldout,
    secret_classes_families_heldout2,
    secret_classes_families_heldout3,
)
from tests.memories.redaction.secret_classes_report import measure

R = "[REDACTED:password_assignment]"

# (text, the secret that must go): each as the scan reported it.
REPORTED = [
    ("moje hasło to Kielbasa6879", "Kielbasa6879"),
    ("私のパスワードは sakura6476 です", "sakura6476"),
    (
        "the app token is xapp-1-A0123456789-1234567890123-"
        "0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9",
        "xapp-1-A0123456789-1234567890123-",
    ),
    ("Password\nTr0ub4dorZ9", "Tr0ub4dorZ9"),
    ("Note 2: Password\nTr0ub4dorZ9", "Tr0ub4dorZ9"),  # (found raw by the database scan)
    ("🔑 password 👉 Pierogi5071", "Pierogi5071"),
    ("curl -u admin:S3cretPw https://api.example.com/v1", "S3cretPw"),
    ("9f2c4e1a7b3d5f608192a3b4c5d6e7f80112233445566778899aabbccddeeff0", "9f2c4e1a7b3d5f60"),
    (
        "wallet: ecology latin citizen guitar coin place library diamond enforce slush nerve "
        "extend",
        "slush",
    ),
    ("4111 1111 1111 1111 exp 12/29 cvv 737", "4111 1111 1111 1111"),
    ("4111 1111 1111 1111 exp 12/29 cvv 737", "737"),
    ("5500-0000-0000-0004", "5500-0000-0000-0004"),
    ("378282246310005", "378282246310005"),
    ("sshpass -p 'hunter2x' ssh root@10.0.0.5", "hunter2x"),
    ("mysql -uroot -pRootPw99 shop", "RootPw99"),
    ("my password is the word hunter followed by 092", "hunter"),
    ("my password is the word hunter followed by 092", "092"),
    ("GitHub 2FA backup codes: 3f9a-1c7e 8b2d-4e6f 0a5c-9d1b 7e3f-2a8c", "8b2d-4e6f"),
    ("the WPA2 key for the office wifi is Tulipan3807", "Tulipan3807"),
    ("login: bob / Zx9qPw22", "Zx9qPw22"),
    ("şifrem Elma2024x", "Elma2024x"),
    ("her SSN is 078-05-8195", "078-05-8195"),
    ("WIFI:T:WPA;S:HomeNet;P:Zx9pass;;", "Zx9pass"),  # a wifi QR code's text
    ("SSID HomeNet, key lStgH3kvVE$", "lStgH3kvVE$"),
    ("token: g h p _ A b C d E f G h I j K l M n O p Q r S t U v W x Y z 0 1 2 3 4 5", "M n O p"),
]


# (text, the secret that must go): each class held-out 3 found raw, in shapes of its own.
SECOND_ROUND = [
    # Login pairs with and without labels, in other languages, in a table.
    ("Benutzer ops@acme.io, Passwort *RpkLAX6PY0eFN", "RpkLAX6PY0eFN"),
    ("ID：alice パス：Matrjoschka1905$", "Matrjoschka1905"),  # noqa: RUF001
    ("user bob pass Gr@nite_91", "Gr@nite_91"),
    ("usuario marta contraseña Ciruela77", "Ciruela77"),
    ("sign in as bob with pingwin2003", "pingwin2003"),
    ("router admin -> alice / cinder-orbit-lamp-36", "cinder-orbit-lamp-36"),
    ("guest01 / Passw0rd!Test29 (jira test account)", "Passw0rd!Test29"),
    ("| bob | Pierniczek5297! | staging |", "Pierniczek5297"),
    ("| staging | j.doe | hiha9278GG |", "hiha9278GG"),
    ("network FRITZ!Box 7590 KQ key neko2013", "neko2013"),
    ("WLAN Buero OG, Passwort MnAZbAJHGM", "MnAZbAJHGM"),
    # Spelled out, in other languages, or described with no label.
    ("Das Passwort ist das Wort woodpecker, dann 534", "woodpecker"),
    ("Hasło to słowo vermilion i liczba 505", "vermilion"),
    ("pw: sassafras all lowercase, then 386, then an exclamation mark", "sassafras"),
    ("It's Tortellini with a capital first letter and 293 at the end", "Tortellini"),
    ("le mot de passe est le mot girafe suivi de 42", "girafe"),
    # One character at a time, two spaces or a spaced dash between.
    ("g  h  p  _  j  U  T  w  C  y  C  n  s  9  m  b  E  z  v  M  b  D  5  C  G", "j  U  T  w"),
    ("x - o - x - b - - - 8 - 9 - 2 - 0 - 6 - 3 - 2 - 6 - 7 - 2", "8 - 9 - 2 - 0"),
    ("key is d o p _ v 1 _ e 6 e 8 6 3 9 a e 4 f 9 3 0 c 8 b 3 6 2 e", "e 6 e 8 6 3 9"),
    # 2FA codes and lists under labels of other languages.
    ("kod weryfikacyjny 247788", "247788"),
    ("Bestätigungscode: 727368", "727368"),
    ("認証コードは707038です", "707038"),
    ("Codes de secours :\n8984-1138\n0082-9717\n6440-0199", "0082-9717"),
    ("Google 2FA backup codes -> 12JLVL0MU7, XPAB88GQRE, IYNNKZHKUE", "IYNNKZHKUE"),
    # Any command's password flag, and tools with a shape of their own.
    ("keytool -list -keystore app.jks -storepass Herfst&2027", "2027"),
    ("sqlplus scott/Tig3rPw@orcl", "Tig3rPw"),
    ("lftp -u bob,Secr3tx sftp://files", "Secr3tx"),
    ("htpasswd -nb alice Htp4ssw0rd", "Htp4ssw0rd"),
    # Labels: another "is", a qualifier, one word before the colon.
    ("hasło do routera brzmi Simit9436#", "Simit9436"),
    ("la password della posta è I35vt#&VHd@NPN!", "VHd@NPN"),
    ("Minha senha nova: tango-pylon-bramble-36", "tango-pylon-bramble-36"),
    ("HR ticket — Steuerliche Identifikationsnummer: 82673146053", "82673146053"),
    # The same classes in more shapes: separators, tools, codes sent to the reader, accounts.
    ("Passwort >> Zq81mPwx7", "Zq81mPwx7"),
    ("hasło :: Zq81mPwx7", "Zq81mPwx7"),
    ("echo 'Zq81mPwx7' | sudo -S reboot", "Zq81mPwx7"),
    ("snmpwalk -v3 -u bob -A Zq81mPwx7 -X Xq81mPwx8 host", "Xq81mPwx8"),
    ("mosquitto_pub -u bob -P Zq81mPwx7 -t t -m on", "Zq81mPwx7"),
    ("G-482913 is your Google verification code", "482913"),
    ("Use 482913 to sign in to Slack", "482913"),
    ("Ihr Code lautet 482913", "482913"),
    ("【验证码】482913", "482913"),
    ("Recovery key: ABCD-EFGH-1234-5678-IJKL", "1234-5678"),
    ("códigos de recuperación: 5d3lr-lmbe1 yinec-kkxhd jn4bi-jlvfj", "yinec-kkxhd"),
    ("root:Kq8727jnv3 on the old box", "Kq8727jnv3"),
    ("bob@example.com:Zq81mPwx7", "Zq81mPwx7"),
    ("Mango with a capital M, then 2024, then a hash", "Mango"),
    ("el password es la palabra gato seguida de 77", "gato"),
    ("g_h_p___N_q_2_x_L_m_9_P_a_7_v_B_3_k_Q_8_r_T_1_w_Z_5_c_Y_4_d_M_6_s_F_0_e_U_2_h", "L_m_9_P"),
    ("passwordnya Zq81mPwx7", "Zq81mPwx7"),
    ("הסיסמה שלי היא Zq81mPwx7", "Zq81mPwx7"),
    ("รหัสผ่านคือ Zq81mPwx7", "Zq81mPwx7"),
]


@pytest.mark.parametrize(("text", "secret"), REPORTED + SECOND_ROUND)
def test_each_class_the_scans_found_raw_is_scrubbed(text: str, secret: str) -> None:
    result = scrub_secrets(text)
    assert secret not in result.text, result.text
    assert scrub_secrets(result.text).text == result.text  # idempotent


SECOND_ROUND_LOOKALIKES = [
    # Tables of fields and figures, a header row, a metric: no password in a cell.
    "| `owner` | string | 1–150 characters |  |",  # noqa: RUF001
    "| category | recall@5 | hit@1 |",
    "| user | password | role |\n|---|---|---|",
    "| Benchmark | Old | New | Tokens | Latency p50 |",
    "Compare GPT-4o / Claude3.5 on the eval.",
    "Q3 / Q4 targets are in the deck.",
    "sign in as alice with Google",
    "the network is down, key rotation pending",
    "Password policy: Strong1x",
    "password changed: Abc12345",
    "Write names in lowercase and keep them short.",
    "Backup codes expire after ninety days.",
    "use --password to set it",
    "jarsigner -keystore k.jks -storepass:env PW app.jar",
    "the net user base grew fast",
    "--no-password given",
    "The PPS field is optional",
    "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16",
    "a b c d e f g h i j k l m n o p q r s t",
    # Lines of real docs the second round's first rules took (colons, a parenthesis).
    "classDef api fill:#4B8BF5,color:#ffffff,stroke:#2E6BD9",
    "the list filters by one (`?subject=user_id:alice-2024x`)",
    "the network name and key (see below) are on the router",
    "root:x:0:0:root:/root:/bin/bash",
    "git@github.com:acme/app.git",
    "admin:v1.2.3-rc4",
    "Use 2026 to compare the numbers",
    "Room 4821 is your meeting room",
    "Recovery key rotation happens yearly.",
    "Write names with a capital letter and 2 spaces",
    "the password > 12 characters rule",
    "Password » Settings » Security",
    "echo hello | sudo -S ls",
    "`7z -p`, `openssl -pass pass:`, `gpg --passphrase`, `plink -pw`, `xfreerdp /p:`",
    "a_b_c_d_e_f_g_h_i_j_k_l_m_n_o_p_q_r",
    "username e password e poi la chiave",
]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("card 4111 1111 1111 1111 exp 12/29", "card [REDACTED:card_number] exp 12/29"),
        ("CVV 737", "CVV [REDACTED:card_code]"),
        ("IBAN DE89 3704 0044 0532 0130 00, BIC", "IBAN [REDACTED:iban], BIC"),
        ("SSN 078-05-8195", "SSN [REDACTED:national_id]"),
        ("the OTP is 482913", "the OTP is [REDACTED:otp_code]"),
        ("TOTP secret: JBSW Y3DP EHPK 3PXP", "TOTP secret: [REDACTED:otp_secret]"),
    ],
)
def test_cards_ibans_ids_and_2fa_codes_are_scrubbed_whole_under_their_own_kind(
    text: str, expected: str
) -> None:
    assert scrub_secrets(text).text == expected


@pytest.mark.parametrize(
    "text",
    [
        "Order 4111 1111 1111 1112 failed the Luhn check.",  # one digit off: no card
        "The timestamp 1732800000000 is in milliseconds.",
        "Call me at 415-555-0132.",
        "sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        "The meeting id is 845 2231 9090.",
        "mysql -u root -p prompts for the password.",
        "docker run -u 1000:1000 app",
        "The password is hashed with bcrypt before it is stored.",
        "the password manager is 1Password",
        "Please review the project plan before the team meeting tomorrow.",
        "Login with your usual account, then open settings.",
        # Lines of real READMEs the first rules took (a port, a proxy, a URL, bold text).
        "docker run -p 6379:6379 -it redis:latest",
        "proxy_pass http://localhost:8000;",
        "curl -u admin:password http://127.0.0.1:8000/users/",
        "https://calendar.google.com/calendar/embed?src="
        "27ff6dc5f598c1d94c1f6e627a1aaae680e2fac88f848bda1f2c7946ae74d5ab%40group",
        "- 🔑 **Per-key limits** for every service",
        "network: internal / external",
        "OTP is enabled for every admin.",
        *SECOND_ROUND_LOOKALIKES,
    ],
)
def test_lookalikes_of_the_new_families_are_left_alone(text: str) -> None:
    result = scrub_secrets(text)
    assert result.text == text, result.found


def test_a_family_value_in_the_next_field_or_under_any_metadata_key_is_scrubbed() -> None:
    label, value = scrub_joined(["moje hasło to", "Kielbasa6879"])
    assert (label.text, value.text) == ("moje hasło to", R)
    assert scrub_json({"payment": {"note": "4111 1111 1111 1111"}, "n": 3}) == {
        "payment": {"note": "[REDACTED:card_number]"},
        "n": 3,
    }
    hexes = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
    assert scrub_json({"sha256": hexes, "file": {"checksum": hexes}, "key": hexes}) == {
        "sha256": hexes,  # a digest under a key that names one stays
        "file": {"checksum": hexes},
        "key": "[REDACTED:hex_key]",
    }


def test_families_tuning_corpus_is_scrubbed_without_false_positives() -> None:
    report = measure(secret_classes_families, "families tuning")
    assert report.total >= 400
    assert report.rate >= 0.99, report.misses[:10]
    assert report.false_positives == []


@pytest.mark.parametrize(
    ("corpus", "floor"),
    # Both held-out corpora were measured once the rules were done (94.9 %, then 95.3 %), then
    # the defects each showed were fixed, so both are spent; the floor is what each scores now,
    # and a change that scrubs less fails here (docs/benchmarks.md, "Secret scrubbing").
    [(secret_classes_families_heldout, 0.99), (secret_classes_families_heldout2, 1.0)],
    ids=["held-out-1-spent", "held-out-2-spent"],
)
def test_families_held_out_corpora_meet_their_measured_floor(
    corpus: ModuleType, floor: float
) -> None:
    report = measure(corpus, corpus.__name__)
    assert report.total >= 400
    assert report.rate >= floor, report.misses[:10]
    assert report.false_positives == []


def test_families_held_out_3_spent_meets_its_measured_floor() -> None:
    # Written without reading the scrubber's rules and measured once (2026-11-28): 391/450 =
    # 86.9 %. Its misses were then fixed as classes (login pairs, spelled-out passwords,
    # spread-out tokens, 2FA labels and lists in other languages, any command's password flag,
    # labels), so it is spent: the floor is what it scores now (docs/benchmarks.md).
    report = measure(secret_classes_families_heldout3, "families held-out 3 (spent)")
    assert report.total == 450
    assert report.rate >= 1.0, report.misses[:10]
    assert report.false_positives == []


@pytest.mark.parametrize(
    "unit",
    [
        "curl -u a:",  # tool names and flags with no command end
        "net ",
        "4111 1111 ",  # digit groups that never make a card
        "DE89 3704 ",
        "f" * 64 + "/",  # hex runs with no space before them
        "login: a/",
        "backup codes: 1234-5678 ",
        "abandon ability ",  # listed words
        "s k ",  # single characters between spaces
        "password\n",
        "SSN 078-",
        "the password is the word x followed by ",
        # The second round's finders.
        "x  ",  # one character at a time
        "x - ",
        "| a1b2c3D4 ",  # table cells
        "bob / ",
        "user bob pass ",
        "network a ",
        "keytool -storepass ",
        "-storepass ",
        "Hasło to słowo x i liczba ",
        "kod weryfikacyjny ",
        # The fifth round's (`test_redaction_families_round5.py`).
        "abcd ",  # groups of one length
        "ab1d ",
        "password for x ",  # a qualifier, then a bare value
        "htpasswd -b ",  # htpasswd's flags
        "u=a p=",  # `u=` / `p=` keys
        "A_KEY=",  # a named key
        "x — that's the password ",  # named after
        "code 123 ",  # grouped one-time codes
        "wifi a b ",
        "numéro ",  # a word again and again, read joined as a token's groups (`chunked_runs`)
        # Round 54's: a word again and again that a finder read to the text's end from each.
        "1cv8 ",  # groups of four, each widened over the whole run (`widen`)
        "-password",  # a label glued to itself, its dictation's words unbounded (`spoken`)
        "alvar",  # a document's word in one long word (`document_numbers`)
        "codes ",  # a list's noun, its codes unbounded, its line read from the start (`code_lists`)
        "code",  # a stem of "code" in one long word (`code_stems`)
        "后备码-",  # a backup codes' label, its first code's digit looked for to the end (`codes`)
        "punch 48213 ",  # a keypad's entry, its whole line read again for each (`keypad_entries`)
        # Round 128's: a document's label on one long line, a machine's checked state looked for
        # back to the line's start (`document_numbers`).
        '{"permit": "AB-2033-0415"} ',
    ],
)
def test_family_scrubbing_time_grows_linearly_with_input_size(unit: str) -> None:
    """A 16x longer input takes at most 16 x 4 times as long (a quadratic finder ~256x)."""

    def cost(repeats: int) -> float:
        text = unit * repeats
        best = float("inf")
        for _ in range(3):
            start = time.process_time()
            scrub_secrets(text)
            best = min(best, time.process_time() - start)
        return max(best, 1e-4)

    scrub_secrets(unit)  # warm-up: the word lists, detect-secrets' plugins
    small, large = cost(250), cost(4000)
    assert large / small <= 64, f"{unit!r}: {small * 1000:.2f} ms -> {large * 1000:.2f} ms"


def test_every_case_description_holds_a_stem_the_spelled_finder_looks_for_first() -> None:
    """`spoken` runs its no-label pattern only on text holding one of `CASE_STEMS`."""
    body = spoken._CASE[len("(?i:") : -1]
    depth, branch, branches = 0, "", []
    for char in body:
        depth += (char == "(") - (char == ")")
        if char == "|" and depth == 0:
            branches.append(branch)
            branch = ""
        else:
            branch += char
    branches.append(branch)
    assert len(branches) > 10
    for branch in branches:
        assert any(stem in branch.lower() for stem in spoken.CASE_STEMS), branch


def test_a_family_hint_holds_wherever_its_finder_finds_something() -> None:
    """A hint is a necessary condition: a text it rules out holds nothing its finder finds."""
    from memories.redaction import _FAMILIES

    texts = [s.text for m in (secret_classes_families, secret_classes_families_heldout3) for s in m.secrets()]  # fmt: skip
    texts += [text for text, _secret in REPORTED + SECOND_ROUND]
    hinted = [(family, family.hint) for family in _FAMILIES if family.hint is not None]
    assert hinted
    found = 0
    for text in texts:
        for family, hint in hinted:
            if any(True for _ in family.find(text)):
                found += 1
                assert hint.search(text), (family.name, text)
    assert found > 50
