"""Vendor tokens the scrubber knows by their published shape: a prefix, a length, an alphabet.

Part of the scrubber (`memories.redaction`); pure data. Each row is (kind, pattern, group): the
group holds the secret. A pattern is specific enough to need no validation (a prefix such as
`ghp_`, `xapp-1-` or `AGE-SECRET-KEY-1` and a run of the token's own alphabet behind it).
detect-secrets' plugins run beside these (`redaction._detect_secrets_plugins`).
"""

from __future__ import annotations

import re

__all__ = ["VENDOR_RES"]

_E = r"(?![A-Za-z0-9_\-])"  # token end
_UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"

VENDOR_PATTERNS: tuple[tuple[str, str, int], ...] = (
    (
        "aws_access_key",
        r"((?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|APKA|A3T[A-Z0-9])[A-Z0-9]{16})"
        + _E,
        1,
    ),
    (
        "aws_secret_key",
        r"(?i:aws[\w\-. ]{0,30}?(?:secret|private|sk)[\w\-. ]{0,30}?|secret[_\-]?access[_\-]?key)"
        r"[\"'\]]{0,2}(?:\s*(?:=|:|=>)\s*|\s+(?:is\s+|was\s+)?)[\"']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])",
        1,
    ),
    ("github_token", r"((?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,255})" + _E, 1),
    ("github_token", r"(github_pat_[A-Za-z0-9_]{22,255})" + _E, 1),
    (
        "gitlab_token",
        r"((?:glpat|gldt|glft|glsoat|glrt|glptt|glimt|glcbt)-[A-Za-z0-9_\-]{20,64})" + _E,
        1,
    ),
    ("slack_token", r"(xox[abprsoe]-[A-Za-z0-9\-]{10,250})" + _E, 1),
    # App-level tokens and rotating tokens: `xapp-1-A0…-1234…-9f…`, `xoxe.xoxp-1-…`.
    (
        "slack_token",
        r"(xapp-\d-[A-Za-z0-9\-]{20,250}|xoxe\.xox[bp]-\d-[A-Za-z0-9\-]{20,250})" + _E,
        1,
    ),
    ("slack_webhook", r"(https://hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9_/]{20,})", 1),
    (
        "stripe_key",
        r"((?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,247}|whsec_[A-Za-z0-9]{24,})" + _E,
        1,
    ),
    ("anthropic_key", r"(sk-ant-[A-Za-z0-9_\-]{20,})" + _E, 1),
    ("openrouter_key", r"(sk-or-(?:v1-)?[A-Za-z0-9_\-]{20,})" + _E, 1),
    (
        "openai_key",
        r"(sk-(?!ant-|or-)(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_\-]{20,})" + _E,
        1,
    ),
    ("google_api_key", r"(AIza[0-9A-Za-z_\-]{35})" + _E, 1),
    ("google_oauth", r"(ya29\.[A-Za-z0-9_\-]{30,}|GOCSPX-[A-Za-z0-9_\-]{28})" + _E, 1),
    ("huggingface_token", r"(hf_[A-Za-z0-9]{30,})" + _E, 1),
    ("npm_token", r"(npm_[A-Za-z0-9]{36})" + _E, 1),
    ("sonarqube_token", r"((?:squ|sqp|sqa)_[0-9a-f]{40})" + _E, 1),  # (gitleaks' rules)
    ("langsmith_key", r"(lsv2_(?:pt|sk)_[0-9a-f]{32}_[0-9a-f]{10})" + _E, 1),
    ("sendgrid_key", r"(SG\.[A-Za-z0-9_\-]{16,32}\.[A-Za-z0-9_\-]{16,64})" + _E, 1),
    # Tokens with a published prefix (the vendors' own documentation of their formats).
    ("shopify_token", r"(shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32})" + _E, 1),
    ("digitalocean_token", r"(do[por]_v1_[a-f0-9]{64})" + _E, 1),
    ("linear_key", r"(lin_(?:api|oauth)_[A-Za-z0-9]{40})" + _E, 1),
    (
        "grafana_token",
        r"(glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|glc_[A-Za-z0-9+/]{32,400}={0,2})" + _E,
        1,
    ),
    ("vault_token", r"(hv[sbr]\.[A-Za-z0-9_\-]{24,})" + _E, 1),
    ("postman_key", r"(PMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34})" + _E, 1),
    ("age_secret_key", r"(AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58})" + _E, 1),
    ("databricks_token", r"(dapi[a-fA-F0-9]{32}(?:-\d)?)" + _E, 1),
    ("doppler_token", r"(dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44})" + _E, 1),
    ("figma_token", r"(fig[dhu]_[A-Za-z0-9_\-]{40,})" + _E, 1),
    ("sentry_token", r"(sntry[su]_[A-Za-z0-9+/=_\-]{40,})" + _E, 1),
    ("supabase_token", r"(sbp_[a-fA-F0-9]{40})" + _E, 1),
    ("tailscale_key", r"(tskey-[a-z]+-[A-Za-z0-9]{6,}-[A-Za-z0-9]{20,})" + _E, 1),
    ("newrelic_key", r"(NR(?:AK|AA|II|JS)-[A-Z0-9]{27})" + _E, 1),
    ("groq_key", r"(gsk_[A-Za-z0-9]{48,})" + _E, 1),
    ("replicate_token", r"(r8_[A-Za-z0-9]{37})" + _E, 1),
    ("perplexity_key", r"(pplx-[A-Za-z0-9]{48,})" + _E, 1),
    ("xai_key", r"(xai-[A-Za-z0-9]{60,})" + _E, 1),
    ("atlassian_token", r"(ATATT3[A-Za-z0-9_\-=]{150,})" + _E, 1),
    ("mailgun_key", r"(key-[a-f0-9]{32})" + _E, 1),
    ("onepassword_token", r"(ops_eyJ[A-Za-z0-9+/=_\-]{100,})" + _E, 1),
    ("planetscale_token", r"(pscale_(?:pw|tkn|oauth)_[A-Za-z0-9_\-.]{32,64})" + _E, 1),
    ("pulumi_token", r"(pul-[a-f0-9]{40})" + _E, 1),
    ("netlify_token", r"(nfp_[A-Za-z0-9]{36})" + _E, 1),
    ("fly_token", r"(fo1_[A-Za-z0-9_\-]{43})" + _E, 1),
    ("heroku_key", r"(HRKU-[A-Za-z0-9_\-]{60,})" + _E, 1),
    ("notion_token", r"(ntn_[A-Za-z0-9]{46}|secret_[A-Za-z0-9]{43})" + _E, 1),
    ("terraform_token", r"([A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_\-=]{60,70})" + _E, 1),
    ("dropbox_token", r"(sl\.[A-Za-z0-9_\-=]{130,})" + _E, 1),
    # More published prefixes (gitleaks' rules as data): Docker Hub, Brevo, HubSpot, NVIDIA,
    # Alibaba and Tencent key ids, RubyGems, Contentful, NuGet, Typeform, Flutterwave, Square.
    ("docker_token", r"(dckr_pat_[A-Za-z0-9_\-]{27,})" + _E, 1),
    ("brevo_key", r"(xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16})" + _E, 1),
    (
        "hubspot_token",
        r"(pat-(?:na|eu)\d-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12})" + _E,
        1,
    ),
    ("nvidia_key", r"(nvapi-[A-Za-z0-9_\-]{60,})" + _E, 1),
    ("alibaba_key", r"(LTAI[A-Za-z0-9]{12,20})" + _E, 1),
    ("tencent_key", r"(AKID[A-Za-z0-9]{32})" + _E, 1),
    ("rubygems_key", r"(rubygems_[a-f0-9]{48})" + _E, 1),
    ("contentful_token", r"(CFPAT-[A-Za-z0-9_\-]{43})" + _E, 1),
    ("nuget_key", r"(oy2[a-z0-9]{43})" + _E, 1),
    ("typeform_token", r"(tfp_[A-Za-z0-9_\-.=]{59})" + _E, 1),
    (
        "flutterwave_key",
        r"(FLW(?:SECK|PUBK)_TEST-[a-hA-H0-9]{32}-X|FLWSECK-[a-hA-H0-9]{32}-X)" + _E,
        1,
    ),
    ("firebase_fcm_key", r"(AAAA[A-Za-z0-9_\-]{7}:APA91b[A-Za-z0-9_\-]{100,})" + _E, 1),
    ("square_token", r"(EAAA[A-Za-z0-9_\-]{60}|sq0atp-[A-Za-z0-9_\-]{22})" + _E, 1),
    # More published shapes (gitleaks' rules as data): Airtable's and Sourcegraph's personal
    # tokens, LaunchDarkly's SDK and mobile keys, Asana's personal tokens, a Cloudinary URL, and
    # a UUID where a vendor that issues UUID keys (Snyk, Heroku) or a key's name stands before it.
    ("airtable_token", r"(pat[A-Za-z0-9]{14}\.[a-f0-9]{64})" + _E, 1),
    ("sourcegraph_token", r"(sgp_(?:[a-f0-9]{16}_|local_)?[a-f0-9]{40})" + _E, 1),
    ("launchdarkly_key", r"((?:sdk|mob)-" + _UUID + r")" + _E, 1),
    ("asana_token", r"([012]/\d{13,19}(?:/\d{13,19})?:[a-f0-9]{32})" + _E, 1),
    ("cloudinary_url", r"(cloudinary://\d{6,20}:[A-Za-z0-9_\-]{20,40}@[A-Za-z0-9_\-]+)", 1),
    (
        "uuid_key",
        r"(?i:(?<![A-Za-z])(?:snyk|heroku|okta|launchdarkly|bugsnag|rollbar|pagerduty|circleci"
        r"|(?:api|access|auth|secret|sdk|service)[ _\-]?(?:key|token))"
        r"(?:[ _\-](?:api[ _\-])?(?:key|token))?)[\s:=\"'`]{1,4}(" + _UUID + r")" + _E,
        1,
    ),
    (
        "discord_webhook",
        r"(https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d+/[A-Za-z0-9_\-]{60,})",
        1,
    ),
)
VENDOR_RES: tuple[tuple[str, re.Pattern[str], int], ...] = tuple(
    (kind, re.compile(pattern), group) for kind, pattern, group in VENDOR_PATTERNS
)
