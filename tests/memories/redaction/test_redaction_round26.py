"""Round 26 (held-out 33's and 34's misses, read and fixed as classes, 2026-11-30): a bearer
token of two parts joined by a bar, Samba's `user%password` and impacket's quoted target, a
webhook's short random path segment, a password first with "is the new … password" after a
speaker's name, cards of national schemes in four groups of four, keys read out with a sign
between their groups, a lock that "takes" its code, backup-code lists of three-character parts or
split by a middle dot, a passphrase of words joined by one sign with its number as the last part,
Windows' `certutil -p`; and what stays (docs/benchmarks.md, "Secret scrubbing")."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample.
CAUGHT = [
    (
        "api.headers['Authorization'] = 'Bearer 4f1c2a9e77b0d3e5a1c8|9b7e6d5c4a3f2e1d0c9b8a7f'",
        "9b7e6d5c4a3f2e1d0c9b8a7f",
    ),
    (
        "net rpc group members 'Domain Admins' -U 'CORP/olga%vindr.kjelka.58' -S dc2.corp.lan",
        "vindr.kjelka.58",
    ),
    ("rpcclient -U 'WORKGROUP/ivan%morka.silde.31' 10.0.4.2", "morka.silde.31"),
    ("psexec.py 'corp.lan/oleg:TarnSkiesKolva73@fs2.corp.lan'", "TarnSkiesKolva73"),
    ("curl -d @alert.json https://alerts.example.net/webhook/7kq2m9x4vt", "7kq2m9x4vt"),
    ("Petra: kolva1987$Brisk is the new router admin password", "kolva1987$Brisk"),
    ("numaru dla karty: 9860.0101.2345.6781, 09/28", "9860.0101.2345.6781"),
    (
        "the federation card for the spare parts is 9112-3300-4455-6675, exp 04/37",
        "9112-3300-4455-6675",
    ),
    ("dictating it: 4be2 | 9c1d | 07fa | 3e58 | b6d1 | 2a94 | c8e7 | 15f3", "4be2 | 9c1d | 07fa"),
    ("read back to me as 5F0C2E, A91B37, 0D4C8F, E27B61, 3C9A05, 88E1D4", "5F0C2E, A91B37, 0D4C8F"),
    ("the gun safe in the cellar takes 48153 then the hash key", "48153"),
    ("the morphine cabinet takes 62917 then OK", "62917"),
    (
        "backup codes: 4rf-kqz-ubm hq2-lxa-pe7 9wd-mcn-yto zk5-fre-ags bn8-tuv-lqo uu3-pid-wxe",
        "4rf-kqz-ubm",
    ),
    (
        "2FA spare codes · 7HQ2-KX9M · R4TN-8WPZ · 3JDF-Q6LC · M9XB-2RTV · W5KC-H7NP · 8ZQF-T3MA",
        "R4TN-8WPZ",
    ),
    ("kalimt al-sirr hana l-wifi Harbor-Loft hi ferry.lantern.2011", "ferry.lantern.2011"),
    ('PS C:\\certs> certutil -f -p "quarry-finch552" -importpfx web.pfx', "quarry-finch552"),
]

KEPT = [
    "Bearer tokens | are sent in the header",
    "| Bearer | header | required |",
    "net rpc user info bob -U admin -S dc1",
    "https://example.com/webhooks/github/events",
    "https://api.example.com/bot/telegram123/send",
    "https://example.com/webhooks/v2/payments-v2",
    "PBKDF2-SHA512 is the new password hash",
    "Argon2id is the new password hash",
    "https://example.com/C1-x is the new password page",
    "Order 1234 5678 9012 3456 shipped.",
    "| 1.20 | 1.33 | 0.99 | 1.17 |",
    "GPG fingerprint: ABCD, 1234, EF56, 7890, AB12",
    "the printer takes 2000 sheets",
    "The gate takes 2024 to rebuild",
    "The gate takes 2024.",
    "the safe takes 3 days to arrive",
    "The door takes 1500 newtons",
    "Ports 8080 · 8443 · 9090 · 3000 · 5432 · 6379",
    "| 2024-01-05 | 2024-02-07 | 2024-03-09 | 2024-04-11 | 2024-05-01 | 2024-06-01 |",
    "The claims API container runs ghcr.io/acme/claims-api@sha256:"
    "5c57cf7bdc47f5ceb6ab8b4a34ff9e658121ad4aabda0f5cf8caa75062215109.",
    "certutil -d sql:/home/x/.pki/nssdb -L -n mycert",
    "Log file: node.prod.01",
]


@pytest.mark.parametrize(("text", "secret"), CAUGHT, ids=[t[:40] for t, _ in CAUGHT])
def test_the_round_26_classes_are_scrubbed(text: str, secret: str) -> None:
    assert secret not in scrub_secrets(text).text


@pytest.mark.parametrize("text", KEPT)
def test_their_lookalikes_are_kept(text: str) -> None:
    assert scrub_secrets(text).text == text
