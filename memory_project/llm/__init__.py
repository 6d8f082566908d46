"""The one OpenAI-compatible chat client (timeouts, named-transient retries, untrusted marking)."""

from memory_project.llm.client import (
    ChatResult,
    JsonResult,
    LLMError,
    LLMNotConfigured,
    LLMTransientError,
    Usage,
    chat,
    chat_json,
    llm_configured,
    untrusted,
)

__all__ = [
    "ChatResult",
    "JsonResult",
    "LLMError",
    "LLMNotConfigured",
    "LLMTransientError",
    "Usage",
    "chat",
    "chat_json",
    "llm_configured",
    "untrusted",
]
