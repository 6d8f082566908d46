"""Secret scrubbing: exact behaviour per kind, plus a seeded corpus of planted and innocent text."""

from __future__ import annotations

import base64
import dataclasses
import json
import random
import re
import string
from collections import Counter
from collections.abc import Callable

import pytest

from memories.redaction import ScrubResult, scrub_secrets

MARKER = r"\[REDACTED:[a-z0-9_]+\]"

ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"
UPPER_DIGITS = string.ascii_uppercase + string.digits


# --------------------------------------------------------------------------- behaviour


def test_result_is_a_frozen_value_and_clean_text_is_returned_untouched():
    text = "The user prefers dark mode and short answers."
    result = scrub_secrets(text)
    assert result == ScrubResult(text=text, found=())
    assert not result.changed
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.text = "x"
    assert scrub_secrets("") == ScrubResult(text="", found=())


@pytest.mark.parametrize(
    ("text", "expected", "kind"),
    [
        (
            "deploy used AKIAIOSFODNN7EXAMPLE yesterday",
            "deploy used [REDACTED:aws_access_key] yesterday",
            "aws_access_key",
        ),
        (
            "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n",
            "aws_secret_access_key = [REDACTED:aws_secret_key]\n",
            "aws_secret_key",
        ),
        (
            "push with ghp_" + "A1b2C3d4E5" * 3 + "xYz123 then open a PR",
            "push with [REDACTED:github_token] then open a PR",
            "github_token",
        ),
        (
            "pat github_pat_11ABCDEFG0123456789abc_" + "Zz9" * 19 + "Q, ok",
            "pat [REDACTED:github_token], ok",
            "github_token",
        ),
        ("gitlab glpat-xYz12AbC34dEf56GhI78j.", "gitlab [REDACTED:gitlab_token].", "gitlab_token"),
        (
            "bot xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx posts",
            "bot [REDACTED:slack_token] posts",
            "slack_token",
        ),
        (
            "charge with sk_live_4eC39HqLyjWDarjtT1zdp7dc!",
            "charge with [REDACTED:stripe_key]!",
            "stripe_key",
        ),
        ("rk_live_51HxYzAbCdEfGhIjKlMnOpQr", "[REDACTED:stripe_key]", "stripe_key"),
        (
            'OpenAI(api_key="sk-proj-Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78St90")',
            'OpenAI(api_key="[REDACTED:openai_key]")',
            "openai_key",
        ),
        (
            "key sk-ant-api03-" + "aB3_dE5-fG7h" * 8 + "AA works",
            "key [REDACTED:anthropic_key] works",
            "anthropic_key",
        ),
        (
            "maps key AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q in the frontend",
            "maps key [REDACTED:google_api_key] in the frontend",
            "google_api_key",
        ),
        (
            "curl -H 'Authorization: Bearer 8f1c2e7a9b3d4f60a1b2c3d4e5f6a7b8' https://api.x.io",
            "curl -H 'Authorization: Bearer [REDACTED:bearer_token]' https://api.x.io",
            "bearer_token",
        ),
        (
            "session eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U ok",
            "session [REDACTED:jwt] ok",
            "jwt",
        ),
        (
            "GET / with Authorization: Basic dXNlcjpwYXNzd29yZA==",
            "GET / with Authorization: Basic [REDACTED:bearer_token]",
            "bearer_token",
        ),
        (
            "a 'Zx8qP2mL9vR4tY7wK1nB5cH3dF6gJ0sA' token",
            "a '[REDACTED:high_entropy]' token",
            "high_entropy",
        ),
        (
            "SG.abcdefghijklmnopqrstuv.abcdefghijklmnopqrstuvwxyzABCDEFGHIJ",
            "[REDACTED:sendgrid_key]",
            "sendgrid_key",
        ),
        (
            "bot 123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsawq in the group",
            "bot [REDACTED:telegram_token] in the group",
            "telegram_token",
        ),
    ],
)
def test_each_kind_is_replaced_in_place(text, expected, kind):
    result = scrub_secrets(text)
    assert result.text == expected
    assert result.found == (kind,)
    assert result.changed


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "connect with postgresql://app:hunter2@db.internal:5432/memories now",
            "connect with postgresql://app:[REDACTED:connection_string]@db.internal:5432/memories now",
        ),
        (
            "mongodb+srv://admin:p@ss:w0rd@cluster0.ab1cd.mongodb.net/test?retryWrites=true",
            "mongodb+srv://admin:[REDACTED:connection_string]@cluster0.ab1cd.mongodb.net/test?retryWrites=true",
        ),
        (
            "REDIS_URL=redis://:s3cret@cache:6379/0",
            "REDIS_URL=redis://:[REDACTED:connection_string]@cache:6379/0",
        ),
        (
            "amqp://guest:Gu3st!x@rabbit/vhost and mysql://root:toor99@127.0.0.1/app",
            "amqp://guest:[REDACTED:connection_string]@rabbit/vhost and "
            "mysql://root:[REDACTED:connection_string]@127.0.0.1/app",
        ),
        (
            "clone https://deploy:tok3nValue@git.example.com/org/repo.git",
            "clone https://deploy:[REDACTED:connection_string]@git.example.com/org/repo.git",
        ),
    ],
)
def test_connection_strings_lose_only_the_password(text, expected):
    result = scrub_secrets(text)
    assert result.text == expected
    assert result.found == ("connection_string",)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("password=hunter2 in .env", "password=[REDACTED:password_assignment] in .env"),
        ("DB_PASSWORD: 'Tr0ub4dor&3'", "DB_PASSWORD: '[REDACTED:password_assignment]'"),
        (
            '{"api_key": "a8f5f167f44f4964e6c998dee827110c"}',
            '{"api_key": "[REDACTED:password_assignment]"}',
        ),
        (
            "the password is P@ssw0rd! for staging",
            "the password is [REDACTED:password_assignment] for staging",
        ),
        (
            "export ACCESS_TOKEN=abc123XYZ789def",
            "export ACCESS_TOKEN=[REDACTED:password_assignment]",
        ),
        ("?token=9f8e7d6c5b4a3210&page=2", "?token=[REDACTED:password_assignment]&page=2"),
        ("client_secret => 'q1w2e3r4t5'", "client_secret => '[REDACTED:password_assignment]'"),
        (
            "  db_password: swordfish\n  port: 5432",
            "  db_password: [REDACTED:password_assignment]\n  port: 5432",
        ),
        ("x-api-key: 5up3rS3cr3tK3y", "x-api-key: [REDACTED:password_assignment]"),
        ("pwd := 'p4ss'", "pwd := '[REDACTED:password_assignment]'"),
    ],
)
def test_assignments_lose_only_the_value(text, expected):
    result = scrub_secrets(text)
    assert result.text == expected
    assert result.found == ("password_assignment",)


def test_private_key_block_is_removed_whole_and_neighbours_stay():
    body = "\n".join("".join(random.Random(i).choice(B64) for _ in range(64)) for i in range(6))
    pem = f"-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----"
    result = scrub_secrets(f"Key for the bastion:\n{pem}\nUse it only from CI.")
    assert result.text == "Key for the bastion:\n[REDACTED:private_key]\nUse it only from CI."
    escaped = json.dumps({"key": pem + "\n"})
    assert json.loads(scrub_secrets(escaped).text) == {"key": "[REDACTED:private_key]\n"}
    truncated = scrub_secrets(f"-----BEGIN RSA PRIVATE KEY-----\n{body}\n\nthat is all I have")
    assert truncated.text == "[REDACTED:private_key]\n\nthat is all I have"


def test_several_secrets_in_one_text_report_each_kind_once_in_order():
    text = (
        "jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2lnbmF0dXJlLXZhbHVlLTEyMzQ "
        "then AKIAIOSFODNN7EXAMPLE and AKIAI44QH8DHBEXAMPLE, password=hunter2"
    )
    result = scrub_secrets(text)
    assert result.found == ("jwt", "aws_access_key", "password_assignment")
    assert result.text == (
        "jwt [REDACTED:jwt] then [REDACTED:aws_access_key] and [REDACTED:aws_access_key], "
        "password=[REDACTED:password_assignment]"
    )


def test_overlapping_detections_take_the_most_specific_kind():
    result = scrub_secrets("GITHUB_TOKEN=ghp_" + "q" * 18 + "7" * 18)
    assert result.text == "GITHUB_TOKEN=[REDACTED:github_token]"
    assert result.found == ("github_token",)


@pytest.mark.parametrize(
    "text",
    [
        "The password reset flow sends an email within 5 minutes.",
        "Password: minimum twelve characters, rotated yearly",
        "Passwords are hashed with argon2; the secret is in Vault.",
        "The secret is 42",
        "client = OpenAI(api_key=api_key)",
        "api_key = os.environ['OPENAI_API_KEY']",
        "password: ${DB_PASSWORD}",
        'token: "<your token here>"',
        "password=********",
        "max_tokens=512, prompt_tokens: 1500, token_count: 42",
        "Fixed in commit 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f by alice.",
        "Memory 123e4567-e89b-12d3-a456-426614174000 was merged.",
        "See https://docs.example.com/guide/setup?page=2#install and http://localhost:8080/api",
        "postgresql://localhost:5432/memories and redis://cache.internal:6379/1",
        "git clone ssh://git@github.com/org/repo.git",
        "MemoryRecallPipelineV2Handler calls getUserAccountSettings2024 in src/memories/retrieval.py",
        "Bearer tokens expire after 15 minutes; refresh them with the refresh token.",
        "docker pull ghcr.io/org/app@sha256:" + "ab12" * 16,
        "[REDACTED:password_assignment] was removed earlier",
    ],
)
def test_innocent_text_is_left_alone(text):
    result = scrub_secrets(text)
    assert result.text == text, result.found
    assert not result.changed


def test_scrubbing_is_idempotent():
    text = (
        "password=hunter2, url postgres://u:pw12345@db/x, AKIAIOSFODNN7EXAMPLE, "
        "Authorization: Bearer 8f1c2e7a9b3d4f60a1b2c3d4e5f6a7b8\n"
        "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIB3m0Zq2\n-----END EC PRIVATE KEY-----"
    )
    once = scrub_secrets(text)
    twice = scrub_secrets(once.text)
    assert once.changed
    assert twice.text == once.text
    assert not twice.changed


# --------------------------------------------------------------------------- seeded corpus


@dataclasses.dataclass(frozen=True)
class Planted:
    kind: str
    before: str
    secret: str
    after: str

    @property
    def text(self) -> str:
        return self.before + self.secret + self.after


def _rand(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _password(rng: random.Random) -> str:
    style = rng.randrange(5)
    if style == 4:  # passphrase: plain words are hard to tell from prose
        return "-".join(
            rng.sample(["correct", "horse", "battery", "staple", "orbit", "maple", "quartz"], 4)
        )
    if style == 0:  # human-made
        word = rng.choice(["Summer", "Winter", "Dragon", "Monkey", "Sunshine", "Purple", "Falcon"])
        return f"{word}{rng.randrange(10, 2030)}{rng.choice('!#$%*')}"
    if style == 1:  # leetspeak
        return rng.choice(["P@ssw0rd", "s3cr3t", "Tr0ub4dor", "H4ck3rM4n", "l3tM31n"]) + _rand(
            rng, string.digits, 3
        )
    if style == 2:  # generated
        return _rand(rng, ALNUM + "!$%^*-_~+", rng.randrange(12, 28))
    return _rand(rng, ALNUM, rng.randrange(16, 40))


def _sentence_around(rng: random.Random, label: str) -> tuple[str, str]:
    before, after = rng.choice(
        [
            (f"Remember that the {label} for staging is ", " and it expires on Friday."),
            (f"User pasted their {label} by mistake: ", " - ask them to rotate it."),
            ("2024-05-0{d} 12:3{d}:0{d} WARN request used credential ", " from 10.0.3.7"),
            (f"The CI job authenticates with {label} ", ".").__iter__(),
            (f"Note to self -> {label} `", "` works for the billing sandbox."),
            ("[", "] was found in the logs of worker-3"),
            (f"Agent memory: user shared the {label} ", " in chat; do not repeat it."),
            ("Old value (revoked): ", "\nNew value is in the vault."),
            ('{"name": "ci", "value": "', '", "scope": "repo"}'),
            ("- credential: ", "\n- owner: platform-team"),
        ]
    )
    d = str(rng.randrange(1, 10))
    return before.replace("{d}", d), after


def _around(rng: random.Random, label: str, secret: str, kind: str, extra=()) -> Planted:
    if extra and rng.random() < 0.5:
        before, after = rng.choice(extra)
    else:
        before, after = _sentence_around(rng, label)
    return Planted(kind, before, secret, after)


def _gen_aws_access_key(rng):
    secret = rng.choice(["AKIA", "ASIA"]) + _rand(rng, UPPER_DIGITS, 16)
    extra = [("aws_access_key_id = ", "\nregion = eu-west-1"), ("export AWS_ACCESS_KEY_ID=", "")]
    return _around(rng, "AWS key id", secret, "aws_access_key", extra)


def _gen_aws_secret_key(rng):
    secret = _rand(rng, B64, 40)
    before, after = rng.choice(
        [
            ("aws_secret_access_key = ", "\n"),
            ("export AWS_SECRET_ACCESS_KEY=", " && terraform apply"),
            ('{"Version": 1, "SecretAccessKey": "', '"}'),
            ("The aws secret key is ", " - it was rotated on Monday."),
            ("AWS_SECRET_ACCESS_KEY: '", "'\n"),
        ]
    )
    return Planted("aws_secret_key", before, secret, after)


def _gen_github_token(rng):
    if rng.random() < 0.7:
        secret = rng.choice(["ghp_", "gho_", "ghs_"]) + _rand(rng, ALNUM, 36)
    else:
        secret = "github_pat_" + _rand(rng, ALNUM, 22) + "_" + _rand(rng, ALNUM, 59)
    extra = [
        ("export GITHUB_TOKEN=", ""),
        ("curl -H 'Authorization: token ", "' https://api.github.com/user"),
        ("git remote set-url origin https://x-access-token:", "@github.com/org/repo.git"),
    ]
    return _around(rng, "GitHub token", secret, "github_token", extra)


def _gen_gitlab_token(rng):
    secret = "glpat-" + _rand(rng, B64URL, 20)
    extra = [("PRIVATE-TOKEN: ", "\n"), ('gitlab_token = "', '"')]
    return _around(rng, "GitLab PAT", secret, "gitlab_token", extra)


def _gen_slack_token(rng):
    secret = (
        f"xox{rng.choice('bpar')}-{_rand(rng, string.digits, 12)}-"
        f"{_rand(rng, string.digits, 13)}-{_rand(rng, ALNUM, 24)}"
    )
    extra = [("SLACK_BOT_TOKEN=", "\nSLACK_CHANNEL=#alerts"), ("slack.WebClient(token='", "')")]
    return _around(rng, "Slack bot token", secret, "slack_token", extra)


def _gen_stripe_key(rng):
    secret = rng.choice(["sk_live_", "rk_live_"]) + _rand(rng, ALNUM, rng.choice([24, 99]))
    extra = [('stripe.api_key = "', '"'), ("STRIPE_SECRET_KEY=", "\n")]
    return _around(rng, "Stripe key", secret, "stripe_key", extra)


def _gen_openai_key(rng):
    if rng.random() < 0.6:
        secret = "sk-proj-" + _rand(rng, B64URL, rng.randrange(48, 120))
    else:
        secret = "sk-" + _rand(rng, ALNUM, 48)
    extra = [('client = OpenAI(api_key="', '")'), ("OPENAI_API_KEY=", "\nOPENAI_MODEL=gpt-4o")]
    return _around(rng, "OpenAI key", secret, "openai_key", extra)


def _gen_anthropic_key(rng):
    secret = "sk-ant-api03-" + _rand(rng, B64URL, 93) + "AA"
    extra = [("ANTHROPIC_API_KEY=", ""), ("anthropic.Anthropic(api_key='", "')")]
    return _around(rng, "Anthropic key", secret, "anthropic_key", extra)


def _gen_google_api_key(rng):
    secret = "AIza" + _rand(rng, B64URL, 35)
    extra = [
        ("https://maps.googleapis.com/maps/api/geocode/json?address=Paris&key=", ""),
        ('"apiKey": "', '",'),
    ]
    return _around(rng, "Google API key", secret, "google_api_key", extra)


def _gen_bearer_token(rng):
    secret = _rand(rng, ALNUM + "-._~", rng.randrange(24, 64))
    if not any(c.isdigit() for c in secret):
        secret = secret[:-1] + "7"
    before, after = rng.choice(
        [
            ("curl -H 'Authorization: Bearer ", "' https://api.example.com/v1/items"),
            ("requests.get(url, headers={'Authorization': 'Bearer ", "'})"),
            ("GET /v1/me HTTP/1.1\nAuthorization: Bearer ", "\nAccept: application/json"),
            ("The webhook sends bearer ", " in the header."),
        ]
    )
    return Planted("bearer_token", before, secret, after)


def _gen_jwt(rng):
    header = _b64url(json.dumps({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}).encode())
    payload = {"sub": _rand(rng, ALNUM, 12), "iat": rng.randrange(1_600_000_000, 1_800_000_000)}
    if rng.random() < 0.5:
        payload["email"] = f"{_rand(rng, string.ascii_lowercase, 6)}@example.com"
    body = _b64url(json.dumps(payload).encode())
    sig = _b64url(rng.randbytes(rng.choice([32, 64, 256])))
    extra = [("Cookie: session=", "; Path=/"), ('{"id_token": "', '"}')]
    return _around(rng, "session JWT", f"{header}.{body}.{sig}", "jwt", extra)


def _gen_private_key(rng):
    label = rng.choice(["RSA ", "EC ", "OPENSSH ", "", "ENCRYPTED ", "DSA "])
    lines = [_rand(rng, B64, 64) for _ in range(rng.randrange(3, 12))]
    lines.append(_rand(rng, B64, rng.randrange(8, 64)) + "==")
    pem = (
        f"-----BEGIN {label}PRIVATE KEY-----\n"
        + "\n".join(lines)
        + f"\n-----END {label}PRIVATE KEY-----"
    )
    before, after = rng.choice(
        [
            ("Deploy key for the bastion:\n", "\nKeep it out of the repo."),
            ("```\n", "\n```\nThat is the old key."),
            ("cat ~/.ssh/id_rsa\n", "\n$ "),
            ("The user pasted this: ", " - rotate it."),
        ]
    )
    return Planted("private_key", before, pem, after)


def _gen_connection_string(rng):
    scheme, port = rng.choice(
        [
            ("postgresql", 5432),
            ("postgres", 5432),
            ("mysql", 3306),
            ("mongodb", 27017),
            ("mongodb+srv", None),
            ("redis", 6379),
            ("rediss", 6380),
            ("amqp", 5672),
            ("https", None),
            ("mssql", 1433),
        ]
    )
    user = (
        ""
        if scheme.startswith("redis") and rng.random() < 0.5
        else rng.choice(["app", "admin", "root", "svc_mem", "deploy"])
    )
    pw = _rand(rng, ALNUM + "!$%^*-_~", rng.randrange(8, 24))
    if rng.random() < 0.15:
        pw = pw[:4] + "@" + pw[4:]
    host = rng.choice(
        ["db.internal", "10.0.4.12", "cluster0.xk2ab.mongodb.net", "localhost", "prod-db-1"]
    )
    tail = (f":{port}" if port else "") + rng.choice(
        ["/memories", "/0", "/app?sslmode=require", "/"]
    )
    before, after = rng.choice(
        [
            ("DATABASE_URL=", "\n"),
            ("The staging DB lives at ", " (read replica)."),
            ('sqlalchemy.create_engine("', '")'),
            ("ERROR could not connect to ", ": timeout after 30s"),
            ("celery broker: ", "\n"),
        ]
    )
    return Planted("connection_string", f"{before}{scheme}://{user}:", pw, f"@{host}{tail}{after}")


def _gen_password_assignment(rng):
    key = rng.choice(
        [
            "password",
            "DB_PASSWORD",
            "passwd",
            "pwd",
            "secret",
            "client_secret",
            "api_key",
            "apiKey",
            "x-api-key",
            "token",
            "access_token",
            "auth_token",
            "SECRET_KEY",
            "MYSQL_ROOT_PASSWORD",
            "refreshToken",
        ]
    )
    value = _password(rng) if rng.random() < 0.7 else _rand(rng, HEX, 32)
    before, after = rng.choice(
        [
            (f"{key}=", "\n"),
            (f"{key}: ", "\n"),
            (f'{{"{key}": "', '"}'),
            (f"the {key} is ", " for the staging box."),
            (f"FYI my {key} is ", ", please forget it."),
            (f"  {key}: '", "'\n  port: 5432"),
            (f"export {key}=", " && ./run.sh"),
            (f"https://api.example.com/v1/items?{key}=", "&page=2"),
            (f"login(user='bob', {key}='", "')"),
            (f'Set {key} := "', '" in the config.'),
        ]
    )
    return Planted("password_assignment", before, value, after)


def _gen_high_entropy(rng):
    alphabet = rng.choice([ALNUM, ALNUM, string.ascii_lowercase + string.digits, UPPER_DIGITS])
    secret = _rand(rng, alphabet, rng.randrange(32, 48))
    before, after = rng.choice(
        [
            ("The webhook signing value is ", ", keep it private."),
            ("Use ", " to sign callbacks from the billing service."),
            ("INFO issued credential ", " for worker-7"),
            ("value: '", "'\n"),
        ]
    )
    return Planted("high_entropy", before, secret, after)


def _gen_other_vendor(rng):
    kind, secret = rng.choice(
        [
            ("twilio_key", "SK" + _rand(rng, HEX, 32)),
            ("telegram_token", f"{rng.randrange(10**8, 10**9)}:AA{_rand(rng, B64URL, 33)}"),
            ("pypi_token", "pypi-AgEIcHlwaS5vcmc" + _rand(rng, B64URL, 80)),
            ("mailchimp_key", _rand(rng, HEX, 32) + f"-us{rng.randrange(1, 20)}"),
            ("square_oauth_secret", "sq0csp-" + _rand(rng, B64URL, 43)),
            ("sendgrid_key", "SG." + _rand(rng, B64URL, 22) + "." + _rand(rng, B64URL, 43)),
        ]
    )
    return _around(rng, "vendor key", secret, kind)


GENERATORS: dict[str, Callable[[random.Random], Planted]] = {
    "aws_access_key": _gen_aws_access_key,
    "aws_secret_key": _gen_aws_secret_key,
    "github_token": _gen_github_token,
    "gitlab_token": _gen_gitlab_token,
    "slack_token": _gen_slack_token,
    "stripe_key": _gen_stripe_key,
    "openai_key": _gen_openai_key,
    "anthropic_key": _gen_anthropic_key,
    "google_api_key": _gen_google_api_key,
    "bearer_token": _gen_bearer_token,
    "jwt": _gen_jwt,
    "private_key": _gen_private_key,
    "connection_string": _gen_connection_string,
    "password_assignment": _gen_password_assignment,
    "high_entropy": _gen_high_entropy,
    "other_vendor": _gen_other_vendor,
}
KINDS = list(GENERATORS)


def _planted(rng: random.Random, kind: str) -> Planted:
    return GENERATORS[kind](rng)


WORDS = [
    "memory",
    "recall",
    "palace",
    "agent",
    "ranking",
    "summary",
    "graph",
    "entity",
    "relation",
    "curator",
    "preference",
    "staging",
]


def _camel(rng: random.Random) -> str:
    return "".join(w.capitalize() for w in rng.sample(WORDS, 3)) + rng.choice(
        ["", "V2", "3", "2024", "Handler"]
    )


def _clean_sentence(rng: random.Random) -> str:
    n = rng.randrange(2, 9000)
    word, other = rng.sample(WORDS, 2)
    templates = [
        f"Commit {_rand(rng, HEX, 40)} fixed the {word} bug; {_rand(rng, HEX, 7)} reverted it.",
        f"Memory {_uuid(rng)} was merged into {_uuid(rng)} by the curator.",
        f"See https://docs.example.com/{word}/{other}?page={n}#section-{n % 10} for details.",
        f"The password reset flow sends an email within {n % 60} minutes.",
        f"Set max_tokens={n} and temperature=0.{n % 10} for the {word} summariser.",
        f"prompt_tokens: {n}, completion_tokens: {n // 3}, total_tokens: {n + n // 3}",
        f"The token budget for {word} context is {n} tokens.",
        f"Use postgresql://localhost:5432/{word} for local development.",
        f"Broker is redis://cache.internal:6379/{n % 16} and mongodb://db-{n % 9}.internal:27017.",
        f"Clone with git@github.com:acme/{word}-{other}.git or ssh://git@github.com/acme/{word}.git",
        'password = os.environ["DB_PASSWORD"]  # never hardcode',
        f"api_key: ${{{word.upper()}_API_KEY}}",
        f"token: <your-{word}-token-here>",
        f"The secret to good {word} is {other} ranking.",
        f"Passwords must be at least {n % 20 + 8} characters and rotated every {n % 90} days.",
        f"docker pull ghcr.io/acme/{word}@sha256:{_rand(rng, HEX, 64)}",
        f'Traceback: File "src/{word}/{other}.py", line {n}, in {_camel(rng)}',
        f"Version {n % 10}.{n % 7}.{n % 13} of {_camel(rng)} shipped on 2024-0{n % 9 + 1}-1{n % 10}.",
        f"Email {word}.{other}@example.com about the token refresh issue.",
        "JWTs start with eyJ, AWS key ids with AKIA, and OpenAI keys with sk-.",
        f"{_camel(rng)} calls {_camel(rng)} and then get{_camel(rng)}.",
        "client = OpenAI(api_key=api_key, base_url=settings.LLM_BASE_URL)",
        "The user's API key is stored in 1Password, never in memory.",
        f"Bearer tokens expire after {n % 60} minutes; use the refresh token to renew.",
        f"Host 10.0.{n % 255}.{n % 200} listens on port {n}.",
        f"md5 of the export is {_rand(rng, HEX, 32)}.",
        f"secret_name: {word}-{other}-creds",
        f"token_type: bearer, expires_in: {n}",
        f"password_min_length={n % 20 + 8}",
        f"Ticket MEM-{n} is about the access key rotation policy.",
        f"Run `pytest -k test_{word}_token` to check the {other} path.",
        f"Request req_{_rand(rng, ALNUM, 14)} finished at 2024-05-01T12:{n % 60:02d}:00Z.",
        f"The idempotency key was {_uuid(rng)} for that call.",
        f"secret: the {word} vault path is kv/{other}/prod",
        "The docs say password: <hidden> and token: REDACTED.",
        f"Password: must contain {n % 5 + 1} digits",
        f"She said the secret was in the {word} drawer.",
        f"https://github.com/acme/{word}/pull/{n} closes issue #{n // 2}.",
        f"The API key field is required; the {word} token is optional.",
        f"Ran `export PATH=$HOME/.local/bin:$PATH` before installing {word}.",
        f"Migration release_2024_05_{n % 28 + 1:02d}_{word}_{other}_backfill ran twice.",
        f"Pod {word}-api-{_rand(rng, HEX, 9)}-{_rand(rng, string.ascii_lowercase + string.digits, 5)} restarted.",
        f"Run id AGENT_RUN_2024050{n % 9 + 1}T12{n % 60:02d}56Z_{word.upper()}_V2 finished.",
        f"Slack channel C0{_rand(rng, UPPER_DIGITS, 9)} and user U0{_rand(rng, UPPER_DIGITS, 9)} are muted.",
        f"Snowflake id {rng.randrange(10**17, 10**19)} belongs to the {word} export.",
        f"Image ubuntu-22.04-amd64-server-2024050{n % 9 + 1} is the base for {word}.",
        f"The {word} password was reset by the {other} team on Monday.",
        f"npm integrity sha512-{base64.b64encode(rng.randbytes(64)).decode()} matched the lockfile.",
        # Text that talks about secrets without holding one.
        f"The password policy requires {n % 20 + 8} characters.",
        f"the PIN pad in the {word} room is broken",
        f"Tokens are counted per request; the {word} call used {n} tokens.",
        f"The PIN must be {n % 4 + 4} digits.",
        f"The {word} door code changed last week.",
        f"api key rotation for {word} is scheduled every {n % 90 + 1} days.",
        f"Secret Santa for the {word} team is on Friday.",
        f"Your password is too weak; add {n % 5 + 1} symbols.",
        "The passphrase must contain at least four words.",
        f"the {word} token limit is {n}",
        f"Pin {word} at version {n % 10}.{n % 7}.{n % 13} for now.",
        f"The password is hashed with argon2id before the {word} service stores it.",
        f"The recovery phrase is written down and kept in the {word} safe.",
        f"The alarm code: ask the {word} team lead.",
        f'{{"token_count": {n}, "secret_name": "{word}-creds", "pin_required": true}}',
    ]
    return rng.choice(templates)


def _uuid(rng: random.Random) -> str:
    h = _rand(rng, HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"


def _leaks(secret: str, text: str) -> bool:
    """The secret, or any 12-character piece of a long one, appears in ``text``."""
    if secret in text:
        return True
    if len(secret) < 16:
        return False
    return any(secret[i : i + 12] in text for i in range(len(secret) - 11))


def test_seeded_corpus_detection_leaks_and_false_positives():
    rng = random.Random(20240501)
    planted = [_planted(rng, kind) for kind in KINDS for _ in range(30)]
    clean = [_clean_sentence(rng) for _ in range(260)]
    assert len(planted) >= 300
    assert len(clean) >= 200

    per_kind: Counter[str] = Counter()
    detected_per_kind: Counter[str] = Counter()
    kind_agrees = 0
    misses, leaks, mangled, not_idempotent = [], [], [], []
    for sample in planted:
        result = scrub_secrets(sample.text)
        group = "other_vendor" if sample.kind not in GENERATORS else sample.kind
        per_kind[group] += 1
        if not result.changed:
            misses.append(sample.text)
            continue
        detected_per_kind[group] += 1
        kind_agrees += sample.kind in result.found
        if _leaks(sample.secret, result.text):
            leaks.append((sample.text, result.text))
        if not re.fullmatch(
            re.escape(sample.before) + MARKER + re.escape(sample.after), result.text
        ):
            mangled.append((sample.text, result.text))
        if scrub_secrets(result.text).text != result.text:
            not_idempotent.append(result.text)

    false_positives = [(s, r.text) for s in clean if (r := scrub_secrets(s)).changed]

    detected = sum(detected_per_kind.values())
    rate = detected / len(planted)
    fp_rate = len(false_positives) / len(clean)
    print(
        f"\nplanted {len(planted)}: detection rate {rate:.3f}; kind agreement {kind_agrees / max(1, detected):.3f}"
    )
    for kind in sorted(per_kind):
        print(
            f"  {kind:<22} {detected_per_kind[kind]:>3}/{per_kind[kind]:<3} {detected_per_kind[kind] / per_kind[kind]:.3f}"
        )
    print(f"clean {len(clean)}: false-positive rate {fp_rate:.3f}")
    for text in misses:
        print("  MISS", repr(text[:160]))
    for text, out in false_positives:
        print("  FALSE POSITIVE", repr(text), "->", repr(out))

    assert rate >= 0.99
    assert leaks == []
    assert mangled == []
    assert not_idempotent == []
    assert kind_agrees / detected >= 0.9
    assert false_positives == []
