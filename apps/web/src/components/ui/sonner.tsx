import type * as React from "react"
import {
  CircleCheckIcon,
  InfoIcon,
  Loader2Icon,
  OctagonXIcon,
  TriangleAlertIcon,
} from "lucide-react"
import { Toaster as Sonner, type ToasterProps } from "sonner"

/**
 * shadcn/ui's Toaster, minus next-themes: pass the resolved theme
 * ("light" | "dark") from the app's own theme state. Rich colors are on by
 * default; their palette comes from the --sierra-toast-* variables in
 * index.css (tuned for 4.5:1 text contrast in both themes).
 */
function Toaster({
  theme = "system",
  richColors = true,
  style,
  ...props
}: ToasterProps) {
  return (
    <Sonner
      theme={theme}
      richColors={richColors}
      className="toaster group"
      icons={{
        success: <CircleCheckIcon className="size-4" aria-hidden="true" />,
        info: <InfoIcon className="size-4" aria-hidden="true" />,
        warning: <TriangleAlertIcon className="size-4" aria-hidden="true" />,
        error: <OctagonXIcon className="size-4" aria-hidden="true" />,
        loading: (
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
        ),
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          "--success-bg": "var(--sierra-toast-success-bg)",
          "--success-border": "var(--sierra-toast-success-border)",
          "--success-text": "var(--sierra-toast-success-text)",
          "--info-bg": "var(--sierra-toast-info-bg)",
          "--info-border": "var(--sierra-toast-info-border)",
          "--info-text": "var(--sierra-toast-info-text)",
          "--warning-bg": "var(--sierra-toast-warning-bg)",
          "--warning-border": "var(--sierra-toast-warning-border)",
          "--warning-text": "var(--sierra-toast-warning-text)",
          "--error-bg": "var(--sierra-toast-error-bg)",
          "--error-border": "var(--sierra-toast-error-border)",
          "--error-text": "var(--sierra-toast-error-text)",
          ...style,
        } as React.CSSProperties
      }
      {...props}
    />
  )
}

export { Toaster }
