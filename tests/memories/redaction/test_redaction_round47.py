# ruff: noqa: RUF001  (labels and separators of other scripts are what the texts hold)
"""Round 47 (held-out 111-114's misses, read and fixed as classes, 2026-12-02): a password piped
twice to `grub2-setpassword`; Taobao's client with its secret last; an HMAC's key in Python and
Node; a German passport's number after `Reisepassnummer`; a permit's dashed or slashed reference
(`WRP-SAMTSE-…`, `LM/DIL/…`, Tetum's `lisensa`, Italian's `patentino`), whatever it is for; a card
code after a comma's words, in Uzbek and Hebrew; a Turkish OTP whose "is your code" ends the
clause; a Nepali OTP with its warning not to share it; Uyghur's `parolum`; Savoyard's `frâsa de
pâssa`; Hebrew's wifi; a doctor's register in Japanese; and what stays (a pass's height in metres,
an HMAC keyed by a variable, a time, a plain word after "with", a ticket, a standard, a headcount,
a postcode, a client's URL and version)."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 46's rules.
CAUGHT = [
    ("printf '27xUHj0J55Ww7C9\\n27xUHj0J55Ww7C9\\n' | grub2-setpassword", '27xUHj0J55Ww7C9'),
    ('ngai Work Permit WRP-SAMTSE-2366918 la', 'WRP-SAMTSE-2366918'),
    ('api = TopClient("https://eco.taobao.com/router/rest", "22117845", "0a7d3c9e1f5b48b2a6c4e8d0f2b1a3c5")', '0a7d3c9e1f5b48b2'),
    ('sig = hmac.new(b"5f2a9c7e1b3d4f6a8c0e2b4d6f8a1c3e", body, hashlib.sha256)', '5f2a9c7e1b3d4f6a'),
    ("const h = crypto.createHmac('sha256', 'whk-Tq8mZ2Lp9XrB').update(raw)", 'whk-Tq8mZ2Lp9XrB'),
    ('Reisepassnummer von Jonas für die Reise: FK3LMNPRT', 'FK3LMNPRT'),
    ('lisensa motor Maria nian: LM/DIL/55813', 'LM/DIL/55813'),
    ('l numer de mi patentino da pesca ie TN/PSC/2023/7712', 'TN/PSC/2023/7712'),
    ('export licence for the Dili shipments: TL/EXP/2032/4419', 'TL/EXP/2032/4419'),
    ('yung CVV ng credit card ni nanay, tatlo lang: 733', '733'),
    ('kartaning orqasidagi uchta raqam: 581', '581'),
    ('שלוש הספרות בגב הכרטיס: 264', '264'),
    ('774120 tek kullanımlık giriş kodunuzdur', '774120'),
    ('eSewa: कारोबार पुष्टि गर्न 484539 प्रयोग गर्नुहोस्, यो कोड कसैसँग साझा नगर्नुहोस्', '484539'),
    ('Dilnoza: mäning parolum ordu_pamir_2031, hechkimgä dimä', 'ordu_pamir_2031'),
    ('la frâsa de pâssa du chalet: sérac moraine névé couloir', 'sérac moraine'),
    ('הסיסמה של הוויפי Hut-Wifi-2 היא QRZTWPLKXM', 'QRZTWPLKXM'),
    ('医籍登録番号：418820', '418820'),
]  # fmt: skip

KEPT = [
    "The Khunjerab pass is 4693 m high",
    "the Torugart pass is 3752 metres above the sea",
    "hmac.new(key, msg, hashlib.sha256)",
    "meeting at 12:CL:00",
    "log into the portal as admin with TwoFactor",
    "passport office ticket: HX7KLMNPR",
    "permit ISO-27001 audit",
    "uch kishi keldi: 242 som",
    "2024 yılında posta kodu değişti",
    'client = Client("https://api.example.com", "v2")',
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
