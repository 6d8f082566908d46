# ruff: noqa: RUF001  (breadcrumbs as settings pages write them)
"""Secret families, round 14b (issue 46): national ids that stdnum has no module for
(`memories.redaction.ae_eid`, `kz_iin`, `gb_nino`), passport numbers as a class (`passport`),
stdnum's ids by names in other languages and combined labels (`ids`), keys after the words for
"API key" in any language (`api_keys`), RPC providers' keyed URLs (`urls`), more tools' password
arguments (`credentials`), backup codes and 2FA secrets in more words and forms (`code_lists`), a
token one dot between its characters, chap-secrets unquoted (`config_files`), a password said
twice (`repeats`); their lookalikes stay.
Its tuning samples are `secret_classes_families_round14b.py`.
"""

from __future__ import annotations

from memories.redaction import ae_eid, gb_nino, kz_iin, passport, sa_id, scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    ("EID 784 1979 5523108 5 on the tenancy contract", "5523108"),
    ("her Emirates identity card: 784197955231085", "784197955231085"),
    ("индивидуальный идентификационный номер 880412350018", "880412350018"),
    ("ZhSN — 880412350018", "880412350018"),
    ("National Insurance no: JH 84 20 17 B", "JH 84 20 17 B"),
    ("passport # for the visa: 548120937", "548120937"),
    ("passaporto n. YA4471902", "YA4471902"),
    ("pasaport no K30917724", "K30917724"),
    ("NAS : 130 454 283", "130 454 283"),
    ("Saudi national ID — 1012345672", "1012345672"),
    ("RUT: 900373115-3", "900373115-3"),
    ("RIF V-12345678-1 para la compra", "V-12345678-1"),
    ('{"employee": {"emirates_id_no": "784197955231085"}}', "784197955231085"),
    # Keys after "API key" in other words and orders, a settings path, an integration.
    (
        "chiave API di Lokalise: 7c1e9a3b5d7f9b1d3f5a7c9e1b3d5f7a",
        "7c1e9a3b5d7f9b1d3f5a7c9e1b3d5f7a",
    ),
    ("Mailtrap API-avain = 0f4e2c7a-91b3-4d5e-a6f7-18c9d0e1f2a3", "0f4e2c7a-91b3-4d5e"),
    (
        "مفتاح API الخاص بـ Zyte: 3b8e1f0a9c2d4e6f8a0b1c3d5e7f9a1b",
        "3b8e1f0a9c2d4e6f8a0b1c3d5e7f9a1b",
    ),
    (
        "Vercel › Integrations › Checkly: qwhzmtrvbkpldsxnjfgcyeaoiuwqrtkz",
        "qwhzmtrvbkpldsxnjfgcyeaoiuwqrtkz",
    ),
    ("Front integration failing; new key is frt_9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d", "9a8b7c6d5e4f"),
    # Passwords in commands.
    ("isql PROD_DSN sa Wq7marlin2291", "Wq7marlin2291"),
    ("sqlpackage /a:Publish /tu:ops /tp:Wq7marlin2291 /sf:x.dacpac", "Wq7marlin2291"),
    ("qemu-img convert --object secret,id=a,data=Wq7marlin2291 -O raw in out", "Wq7marlin2291"),
    ("xh --auth ops:Wq7marlin2291 GET example.org", "Wq7marlin2291"),
    # Backup codes, 2FA secrets, a token one dot apart.
    ("codau wrth gefn ar gyfer Slack:\n4kq8-2mzx\n9pw3-7hvn\nx2c5-8rtb", "9pw3-7hvn"),
    ("Slack two-factor backup code — 7hq2-k9mz", "7hq2-k9mz"),
    ("Google Authenticator kulcs a 2FA-hoz: JBSW Y3DP EHPK 3PXP", "JBSW Y3DP EHPK 3PXP"),
    ("otpauth://totp/X:y?secret=JBSW%20Y3DP%20EHPK%203PXP&digits=6", "EHPK"),
    ("k.9.Q.w.2.m.Z.8.x.P.4.v.7.n.B.3.t", "k.9.Q.w.2.m.Z.8"),
    # Credential files, a secret said twice.
    ("remote * Lw9-tern-Basalt *", "Lw9-tern-Basalt"),
    ("user.password = 'Wq7marlin2291!'; user.password_confirmation = 'Wq7marlin2291!'", "Wq7"),
    ("https://eth-mainnet.blastapi.io/0f4e2c7a-91b3-4d5e-a6f7-18c9d0e1f2a3", "0f4e2c7a-91b3"),
]

# Lookalikes that stay as written.
KEPT = [
    "Emirates ID 784-1979-5523108-4",  # (a wrong check)
    "Emirates ID 784-1979-5523108",
    "passport photo 35x45, order 20310415",
    "passport 2031-04-15",
    "Iqama 1012345673",  # (a wrong check)
    "passport number unknown, call 0207 946 0123",
    "the passport scanner id is 12",
    "SIN cos tan",
    "RUT/NIT: pendiente",
    "DNI for order 12345678",
    "API key: ask in #platform",
    "clé API : 32 caractères hexadécimaux",
    "Integrations › Slack: connected by mahlet",
    "integration broken since build 7c1e9a3b5d7f9b1d3f5a7c9e1b3d5f7a",
    "https://rpc.ankr.com/eth",
    "isql -v MyDSN",
    "codau wrth gefn: none left, generate new ones",
    "2FA: ON FOR EVERY ADMIN",
    "version 1.2.3.4.5.6.7.8.9.10.11.12",
    "x = a * b * c",
    "the xh client is like httpie",
    "qemu-img info --object secret,id=s0,file=key.bin disk.qcow2",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)


def test_a_secret_said_again_goes_only_where_it_stands_whole() -> None:
    text = "password: Hunter2024! and again Hunter2024! but not Hunter2024!x"
    assert scrub_secrets(text).text == (
        "password: [REDACTED:password_assignment] and again [REDACTED:password_assignment]"
        " but not Hunter2024!x"
    )


def test_the_checks() -> None:
    assert ae_eid.is_valid("784-1979-5523108-5")
    assert not ae_eid.is_valid("785-1979-5523108-3")
    assert kz_iin.is_valid("880412350018")
    assert not kz_iin.is_valid("881312350019")  # (no 13th month)
    assert gb_nino.is_valid("JH 84 20 17 B")
    assert not gb_nino.is_valid("GB842017B")
    assert sa_id.is_valid("2456789011")
    assert not sa_id.is_valid("3456789011")
    assert passport.is_valid("X12345678")
    assert not passport.is_valid("20310415")
