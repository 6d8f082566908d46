# ruff: noqa: RUF001  (words of other scripts are what these tests say)
"""Secret families, round 25b (issue 46): a hex key a few words after the word for a key, a
password's hash, a hex run named by what it encrypts (`hex_keys`); a key's secret half after its
id and a colon; a key under an identifier ending in the word for one, whatever vendor it names,
a vendor's prefix of two pieces, a prefix of letters and a stage anywhere (`api_keys`, `json`);
any login subcommand's `-p` value after `-u` (`credentials`); an identity card's number after
`ID` and a card's or number's word, an id's own acronym or an identity card's own word
(`id_cards`); a session cookie of random letters (`urls`). Their lookalikes stay. Its tuning
samples are `secret_classes_families_round25b.py`.
"""

from __future__ import annotations

from memories.redaction import scrub_secrets
from memories.redaction.families import FAMILIES
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # A hex key a few words after the word for a key, a token or a secret.
    ("support case: token that leaked 5f0c2e9a7b31d4c68e2f90a1b7c3d5e4", "5f0c2e9a7b31d4c68e2f90a1b7c3d5e4"),
    ("chiave ancora valida 9a8b7c6d5e4f30211f2e3d4c5b6a79880716f5e4", "9a8b7c6d5e4f30211f2e3d4c5b6a7988"),
    # A password's hash, and a hex run named by what it encrypts.
    ("murmur.ini superUserPassword hashed 3c1f9e7a5b2d4c6e8f0a1b3c5d7e9f2a4b6c8d0e1f3a5b7c9d1e3f5a7b9c2d4e", "3c1f9e7a5b2d4c6e8f0a1b"),
    ("salasana hash: 0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d", "0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d"),
    ("şifreleme anahtarı (yedek): 4e5f6a7b8c9d0e1f2a3b4c5d6e7f8091", "4e5f6a7b8c9d0e1f2a3b4c5d6e7f8091"),
    ("kryptering av hjemmemappa = 7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b", "7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b"),
    ("enkripsi cadangan: 2b3c4d5e6f708192a3b4c5d6e7f80912", "2b3c4d5e6f708192a3b4c5d6e7f80912"),
    ("config: admin_password_hash = 6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b", "6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b"),
    # A key's secret half after its id and a colon.
    ("Printwise API-Schlüssel: 1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d:9f8e7d6c5b4a39281706f5e4d3c2b1a0", "9f8e7d6c5b4a39281706f5e4d3c2b1a0"),
    # A key under an identifier that ends in the word, a prefix of two pieces.
    ("quillfeed-key: qf_prod_0a1b2c3d4e5f60718293a4b5c6d7e8f9", "0a1b2c3d4e5f60718293a4b5c6d7e8f9"),
    ("const zenlyKey = 'zl-test-8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a39';", "8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a39"),
    ("API ya Plonkly ni: pl-live-6b5a4f3e2d1c0b9a8f7e6d5c4b3a2918", "6b5a4f3e2d1c0b9a8f7e6d5c4b3a2918"),
    # Any vendor's key by a prefix of letters and a stage, wherever it is.
    ("deploy note: qrx_live_7Hk2Lm9Qp4Zt8Wv3Xy6Bn1Cd5 for the webhook", "7Hk2Lm9Qp4Zt8Wv3Xy6Bn1Cd5"),
    # Any login subcommand's password after its user.
    ("zot registry login zot.lan -u builder -p anise-fennel-cumin-sumac", "anise-fennel-cumin-sumac"),
    ("tool auth login --user ops --password barley-millet-sorghum", "barley-millet-sorghum"),
    # Identity card numbers by their labels' structure and printed shape.
    ("ID kartı nömrəsi: AZE1234567 köhnə, yenisi AA7654321", "AA7654321"),
    ("Personal-ID karte No. KB4471902", "KB4471902"),
    ("kipande namba 30418827", "30418827"),
    ("CI 4471902 SC (Santa Cruz)", "4471902"),
    ("EGN-ID 7501020018", "7501020018"),
    ("karta tal-identità numru 0123456M", "0123456M"),
    ("nafnskírteini númer: 1203894471", "1203894471"),
    ("katin shaida lamba 30418827", "30418827"),
    ("nọ́mbà káàdì ID mi: KD4471902", "KD4471902"),
    # A session cookie of random letters.
    ("Cookie: auth=QwErTyUiOpAsDfGhJkLzXcVbNm; lang=fi", "QwErTyUiOpAsDfGhJkLzXcVbNm"),
]  # fmt: skip

# Lookalikes that stay as written.
KEPT = [
    "git: key rotation landed in commit 0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d",
    "the key id was 3c1f9e7a5b2d4c6e8f0a1b3c5d7e9f2a",
    "public key in use 5f0c2e9a7b31d4c68e2f90a1b7c3d5e4",
    "encrypted image sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "crypto wallet address 5f0c2e9a7b31d4c68e2f90a1b7c3d5e4",
    "passport hash 5f0c2e9a7b31d4c68e2f90a1b7c3d5e4 in the audit log",
    "build script: 5f0c2e9a7b31d4c68e2f90a1b7c3d5e4",
    "host 10.0.0.1:8080 is the proxy",
    "branch feat-test-implementationofthenewthing merged",
    "run-prod-20240101120000000000000000 finished",
    "docker run -u 1000 -p 8080:80 nginx",
    "mysql -u root -p shop",
    "PID 4194304 was killed, UID 1000",
    "NVIDIA driver 5501234",
    "ID card photos are due 20261130",
    "SIM ID-kart 89445012 activated",
    "invoice ID nomru: AB1234567 paid",
    "Cookie: theme=dark; session_name=CheckoutFlowVariantBlue",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)


def test_a_key_under_a_json_key_ending_in_the_word_is_scrubbed() -> None:
    marker = "[REDACTED:vendor_key]"
    key = "zx-live-0a1b2c3d4e5f60718293a4b5c6d7e8f9"
    assert scrub_json({"zorblattKey": key, "plonk_key": key}) == {
        "zorblattKey": marker,
        "plonk_key": marker,
    }
    kept = {"cacheKey": "0a1b2c3d4e5f60718293a4b5c6d7e8f9", "i18nKey": "home.title"}
    assert scrub_json(kept) == kept


def test_the_id_card_numbers_share_the_passport_family() -> None:
    # (one first-look pattern for both: the first look's sets stay as many)
    names = [family.name for family in FAMILIES]
    assert "passport_any_spelling" in names
    assert "id_card_number" not in names
    assert scrub_secrets("ID-kaart nr. KB4471902").found == ("national_id",)
