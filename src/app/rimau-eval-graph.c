/* rimau-eval-graph.c — who was ahead over a game, ply by ply
 *
 * One point per position of the analysed game, left to right: above the
 * middle line the tigers are ahead, below it the men, in men up to
 * RIMAU_ANALYSIS_SCORE_CAP. A forced result is drawn at the edge with a
 * triangle rather than as a huge number, marked plies get a dot in their
 * mark's colour, and the position on the board has a line of its own.
 * Clicking, or the arrow keys once it has the focus, go to a position:
 * the graph is a slider over the game for assistive technologies. A
 * scale says which side is which and how far a line is from even, in the
 * numbers the analysis panel gives beside its words.
 *
 * Copyright 2026 The Rimau developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "rimau-analysis-words.h"
#include "rimau-engine-words.h"
#include "rimau-eval-graph.h"
#include "rimau-palette.h"

#define MIN_WIDTH      120
#define NATURAL_HEIGHT 132
#define MIN_HEIGHT      96
#define DOT_RADIUS     3.5
/* The lines of the scale, in hundredths of a man either way: half the
 * height of each side. */
#define SCALE_STEP     (RIMAU_ANALYSIS_SCORE_CAP / 2)
#define LABEL_MARGIN   3

struct _RimauEvalGraph
{
  GtkWidget        parent_instance;

  RimauAnalysis   *analysis;
  guint            cursor;

  /* The style manager of the display the graph is on, while it is on one. */
  AdwStyleManager *styles;
};

static void rimau_eval_graph_accessible_range_init (GtkAccessibleRangeInterface *iface);

/* A range, so that assistive technologies see its value and its value's
 * text, and can go to a position by setting the value. */
G_DEFINE_FINAL_TYPE_WITH_CODE (RimauEvalGraph, rimau_eval_graph, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_ACCESSIBLE_RANGE,
                                                      rimau_eval_graph_accessible_range_init))

enum {
  PROP_0,
  PROP_ANALYSIS,
  PROP_CURSOR,
  N_PROPS
};

enum {
  POSITION_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

typedef struct
{
  GdkRGBA foreground;
  GdkRGBA tigers;
  GdkRGBA accent;
  GdkRGBA marks[RIMAU_MARK_BLUNDER + 1];
} Palette;

/* ------------------------------------------------------------------------ */
/* Geometry                                                                  */

/* The plot leaves a line of small type above and below it, for the sides'
 * names, and room at the end for the scale's labels. */
typedef struct
{
  double x, y, width, height;
} Area;

static PangoLayout *
new_label_layout (RimauEvalGraph *self,
                  const char     *text)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  g_autoptr(PangoAttrList) attributes = pango_attr_list_new ();

  pango_attr_list_insert (attributes, pango_attr_scale_new (PANGO_SCALE_SMALL));
  pango_layout_set_attributes (layout, attributes);
  return layout;
}

static void
measure_label (RimauEvalGraph *self,
               const char     *text,
               int            *width,
               int            *height)
{
  g_autoptr(PangoLayout) layout = new_label_layout (self, text);

  pango_layout_get_pixel_size (layout, width, height);
}

static void
scale_labels (char **up,
              char **down)
{
  *up = g_strdup_printf ("+%d", SCALE_STEP / 100);
  /* The minus sign, as the analysis panel writes its numbers. */
  *down = g_strdup_printf ("−%d", SCALE_STEP / 100);
}

static const char *
even_label (void)
{
  /* Translators: the middle line of the evaluation graph */
  return C_("evaluation graph", "Even");
}

static void
plot_area (RimauEvalGraph *self,
           Area           *area)
{
  g_autofree char *up = NULL;
  g_autofree char *down = NULL;
  int label_width, label_height, gutter = 0;
  const char *labels[3];

  scale_labels (&up, &down);
  labels[0] = up;
  labels[1] = down;
  labels[2] = even_label ();
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      measure_label (self, labels[i], &label_width, &label_height);
      gutter = MAX (gutter, label_width);
    }

  area->width = MAX (gtk_widget_get_width (GTK_WIDGET (self)) - gutter - 2 * LABEL_MARGIN, 2 * DOT_RADIUS + 1);
  area->x = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL ? gutter + 2 * LABEL_MARGIN : 0;
  area->y = label_height;
  area->height = MAX (gtk_widget_get_height (GTK_WIDGET (self)) - 2 * label_height, 2 * DOT_RADIUS + 1);
}

static guint
n_positions (RimauEvalGraph *self)
{
  return self->analysis != NULL ? rimau_analysis_get_n_plies (self->analysis) + 1 : 0;
}

static double
x_of (RimauEvalGraph *self,
      guint           index,
      const Area     *area)
{
  guint last = n_positions (self) > 1 ? n_positions (self) - 1 : 1;

  return area->x + DOT_RADIUS + index * (area->width - 2 * DOT_RADIUS) / last;
}

/* From -1 (the men won) to 1 (the tigers won). */
static double
height_of (int score)
{
  if (rimau_score_is_forced (score))
    return score > 0 ? 1.0 : -1.0;
  return CLAMP ((double) score / RIMAU_ANALYSIS_SCORE_CAP, -1.0, 1.0);
}

static double
middle_of (const Area *area)
{
  return area->y + area->height / 2;
}

static double
y_of (int         score,
      const Area *area)
{
  double half = area->height / 2 - DOT_RADIUS;

  return middle_of (area) - height_of (score) * half;
}

/* The position drawn nearest to @x, or -1 when there is none. */
int
rimau_eval_graph_index_at (RimauEvalGraph *self,
                           double          x)
{
  guint n;
  double step;
  Area area;

  g_return_val_if_fail (RIMAU_IS_EVAL_GRAPH (self), -1);

  n = n_positions (self);
  if (n == 0)
    return -1;
  if (n == 1)
    return 0;
  plot_area (self, &area);
  step = (area.width - 2 * DOT_RADIUS) / (n - 1);
  return CLAMP ((int) ((x - area.x - DOT_RADIUS) / step + 0.5), 0, (int) n - 1);
}

/* ------------------------------------------------------------------------ */
/* Drawing                                                                   */

/* The line and the middle in the text's colour, the rest in the game's and
 * libadwaita's colours for the style of the widget's display. */
static void
read_palette (GtkWidget *widget,
              Palette   *palette)
{
  RimauPalette colors;

  rimau_palette_init (&colors, adw_style_manager_get_for_display (gtk_widget_get_display (widget)));
  gtk_widget_get_color (widget, &palette->foreground);
  palette->tigers = colors.tiger;
  palette->accent = colors.accent;
  palette->marks[RIMAU_MARK_NONE] = palette->foreground;
  palette->marks[RIMAU_MARK_INACCURACY] = colors.warning;
  palette->marks[RIMAU_MARK_MISTAKE] = colors.mistake;
  palette->marks[RIMAU_MARK_BLUNDER] = colors.error;
}

static void
set_source (cairo_t       *cr,
            const GdkRGBA *color,
            double         alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

/* The area between the line and the middle, filled in each side's colour:
 * the tigers' above, the men's below. Gaps are left where a position is
 * not evaluated yet. */
static void
draw_areas (RimauEvalGraph *self,
            cairo_t        *cr,
            const Palette  *palette,
            const Area     *area)
{
  guint n = n_positions (self);
  double middle = middle_of (area);

  for (int half = 0; half < 2; half++)
    {
      cairo_save (cr);
      cairo_rectangle (cr, area->x, half == 0 ? area->y : middle, area->width, area->height / 2);
      cairo_clip (cr);

      for (guint i = 0; i < n; i++)
        {
          const RimauEvaluation *evaluation = rimau_analysis_get_evaluation (self->analysis, i);
          const RimauEvaluation *next = i + 1 < n ? rimau_analysis_get_evaluation (self->analysis, i + 1) : NULL;

          if (evaluation == NULL || next == NULL)
            continue;
          cairo_move_to (cr, x_of (self, i, area), middle);
          cairo_line_to (cr, x_of (self, i, area), y_of (evaluation->score, area));
          cairo_line_to (cr, x_of (self, i + 1, area), y_of (next->score, area));
          cairo_line_to (cr, x_of (self, i + 1, area), middle);
          cairo_close_path (cr);
        }
      set_source (cr, half == 0 ? &palette->tigers : &palette->foreground, half == 0 ? 0.45 : 0.25);
      cairo_fill (cr);
      cairo_restore (cr);
    }
}

static void
draw_line (RimauEvalGraph *self,
           cairo_t        *cr,
           const Palette  *palette,
           const Area     *area)
{
  guint n = n_positions (self);
  gboolean drawing = FALSE;

  for (guint i = 0; i < n; i++)
    {
      const RimauEvaluation *evaluation = rimau_analysis_get_evaluation (self->analysis, i);

      if (evaluation == NULL)
        {
          drawing = FALSE;
          continue;
        }
      if (drawing)
        cairo_line_to (cr, x_of (self, i, area), y_of (evaluation->score, area));
      else
        cairo_move_to (cr, x_of (self, i, area), y_of (evaluation->score, area));
      drawing = TRUE;
    }
  set_source (cr, &palette->foreground, 0.8);
  cairo_set_line_width (cr, 1.5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

/* A forced result points to the side that wins it. */
static void
draw_forced (cairo_t       *cr,
             const Palette *palette,
             double         x,
             double         y,
             gboolean       up)
{
  double size = DOT_RADIUS + 1;
  double direction = up ? -1 : 1;

  cairo_move_to (cr, x, y + direction * size);
  cairo_line_to (cr, x - size, y - direction * size);
  cairo_line_to (cr, x + size, y - direction * size);
  cairo_close_path (cr);
  set_source (cr, &palette->foreground, 0.9);
  cairo_fill (cr);
}

static void
draw_points (RimauEvalGraph *self,
             cairo_t        *cr,
             const Palette  *palette,
             const Area     *area)
{
  guint n = n_positions (self);

  for (guint i = 0; i < n; i++)
    {
      const RimauEvaluation *evaluation = rimau_analysis_get_evaluation (self->analysis, i);
      RimauMark mark = i > 0 ? rimau_analysis_get_mark (self->analysis, i - 1) : RIMAU_MARK_NONE;
      double x = x_of (self, i, area);
      double y;

      if (evaluation == NULL)
        continue;
      y = y_of (evaluation->score, area);
      if (rimau_score_is_forced (evaluation->score))
        draw_forced (cr, palette, x, y, evaluation->score > 0);
      if (mark == RIMAU_MARK_NONE)
        continue;
      cairo_arc (cr, x, y, DOT_RADIUS, 0, 2 * G_PI);
      set_source (cr, &palette->marks[mark], 1.0);
      cairo_fill (cr);
    }
}

static void
draw_cursor (RimauEvalGraph *self,
             cairo_t        *cr,
             const Palette  *palette,
             const Area     *area)
{
  double x;

  if (self->cursor >= n_positions (self))
    return;

  x = x_of (self, self->cursor, area);
  cairo_move_to (cr, x, area->y);
  cairo_line_to (cr, x, area->y + area->height);
  set_source (cr, &palette->accent, 1.0);
  cairo_set_line_width (cr, 2.0);
  cairo_stroke (cr);
}

/* The middle line, and dashed lines half way to each edge. */
static void
draw_scale_lines (cairo_t       *cr,
                  const Palette *palette,
                  const Area    *area)
{
  static const double dashes[] = { 3.0, 3.0 };

  cairo_move_to (cr, area->x, middle_of (area));
  cairo_line_to (cr, area->x + area->width, middle_of (area));
  set_source (cr, &palette->foreground, 0.3);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);

  cairo_save (cr);
  cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
  for (int sign = -1; sign <= 1; sign += 2)
    {
      cairo_move_to (cr, area->x, y_of (sign * SCALE_STEP, area));
      cairo_line_to (cr, area->x + area->width, y_of (sign * SCALE_STEP, area));
    }
  set_source (cr, &palette->foreground, 0.15);
  cairo_stroke (cr);
  cairo_restore (cr);
}

typedef enum
{
  ALIGN_START,     /* at the start of the plot, above or below it */
  ALIGN_GUTTER,    /* after the plot's end, centred on a line */
} Align;

/* @text in small, dimmed type: the sides' names over the start of the
 * plot's top and bottom edges, the values of the scale beside its lines. */
static void
draw_label (RimauEvalGraph *self,
            cairo_t        *cr,
            const Palette  *palette,
            const Area     *area,
            const char     *text,
            Align           align,
            double          y)
{
  g_autoptr(PangoLayout) layout = new_label_layout (self, text);
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
  int text_width, text_height;
  double x;

  pango_layout_get_pixel_size (layout, &text_width, &text_height);
  if (align == ALIGN_START)
    {
      x = rtl ? area->x + area->width - LABEL_MARGIN - text_width : area->x + LABEL_MARGIN;
      y = y < middle_of (area) ? y - text_height : y;
    }
  else
    {
      x = rtl ? area->x - LABEL_MARGIN - text_width : area->x + area->width + LABEL_MARGIN;
      y -= text_height / 2.0;
    }
  cairo_move_to (cr, x, y);
  set_source (cr, &palette->foreground, 0.6);
  pango_cairo_show_layout (cr, layout);
}

/* The scale: which side is which, and how far from even a line is, in
 * the numbers the analysis panel gives beside its words. */
static void
draw_scale (RimauEvalGraph *self,
            cairo_t        *cr,
            const Palette  *palette,
            const Area     *area)
{
  g_autofree char *up = NULL;
  g_autofree char *down = NULL;

  int label_width, label_height;

  scale_labels (&up, &down);
  measure_label (self, up, &label_width, &label_height);
  draw_scale_lines (cr, palette, area);
  draw_label (self, cr, palette, area, even_label (), ALIGN_GUTTER, middle_of (area));
  /* A graph too low for three labels one over the other keeps the middle
   * one. */
  if (middle_of (area) - y_of (SCALE_STEP, area) >= label_height)
    {
      draw_label (self, cr, palette, area, up, ALIGN_GUTTER, y_of (SCALE_STEP, area));
      draw_label (self, cr, palette, area, down, ALIGN_GUTTER, y_of (-SCALE_STEP, area));
    }
  /* Translators: over the top of the evaluation graph */
  draw_label (self, cr, palette, area, _("Tigers ahead"), ALIGN_START, area->y);
  /* Translators: under the bottom of the evaluation graph */
  draw_label (self, cr, palette, area, _("Men ahead"), ALIGN_START, area->y + area->height);
}

static void
rimau_eval_graph_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  RimauEvalGraph *self = RIMAU_EVAL_GRAPH (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  cairo_t *cr;
  Palette palette;
  Area area;

  if (width <= 0 || height <= 0)
    return;

  read_palette (widget, &palette);
  plot_area (self, &area);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw_scale (self, cr, &palette, &area);
  if (self->analysis != NULL)
    {
      draw_areas (self, cr, &palette, &area);
      draw_line (self, cr, &palette, &area);
      draw_cursor (self, cr, &palette, &area);
      draw_points (self, cr, &palette, &area);
    }
  cairo_destroy (cr);
}

static void
rimau_eval_graph_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN_WIDTH;
      *natural = MIN_WIDTH;
    }
  else
    {
      *minimum = MIN_HEIGHT;
      *natural = NATURAL_HEIGHT;
    }
}

/* ------------------------------------------------------------------------ */
/* What a position says                                                      */

/* “Turn 12, men: c4-c5, blunder. The tigers are ahead (+1.3). The tigers
 * must capture 6 more men to win.” */
static char *
describe_position (RimauEvalGraph *self,
                   guint           index)
{
  const RimauEvaluation *evaluation = rimau_analysis_get_evaluation (self->analysis, index);
  g_autofree char *where = NULL;
  g_autofree char *score = NULL;

  if (index == 0)
    where = g_strdup (_("Start position"));
  else
    {
      const RimauPosition *before = rimau_analysis_get_position (self->analysis, index - 1);
      char text[RIMAU_MOVE_TEXT_SIZE];

      rimau_move_to_text (rimau_analysis_get_ply (self->analysis, index - 1), text);
      where = rimau_words_ply_name (before->side, before->turn, text,
                                    rimau_analysis_get_mark (self->analysis, index - 1));
    }

  score = evaluation != NULL ? rimau_words_evaluation (rimau_analysis_get_position (self->analysis, index),
                                                       evaluation->score)
                             : g_strdup (_("Not analysed yet"));
  return rimau_words_join_sentences ((const char *[]) { where, score }, 2);
}

static void
update_accessible (RimauEvalGraph *self)
{
  guint n = n_positions (self);
  g_autofree char *text = NULL;

  if (n == 0)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 0.0,
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 0.0,
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, _("No analysis"),
                                      -1);
      return;
    }

  text = describe_position (self, MIN (self->cursor, n - 1));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, (double) (n - 1),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double) MIN (self->cursor, n - 1),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                  -1);
}

static gboolean
query_tooltip_cb (RimauEvalGraph *self,
                  int             x,
                  int             y,
                  gboolean        keyboard,
                  GtkTooltip     *tooltip)
{
  int index = keyboard ? (int) self->cursor : rimau_eval_graph_index_at (self, x);
  g_autofree char *text = NULL;

  if (index < 0 || (guint) index >= n_positions (self))
    return FALSE;

  text = describe_position (self, index);
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Going to a position                                                       */

static void
activate_position (RimauEvalGraph *self,
                   int             index)
{
  if (index < 0 || (guint) index >= n_positions (self))
    return;
  g_signal_emit (self, signals[POSITION_ACTIVATED], 0, (guint) index);
}

static void
pressed_cb (RimauEvalGraph *self,
            int             n_press,
            double          x,
            double          y,
            GtkGestureClick *gesture)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  activate_position (self, rimau_eval_graph_index_at (self, x));
}

static gboolean
step_cb (GtkWidget *widget,
         GVariant  *args,
         gpointer   user_data)
{
  RimauEvalGraph *self = RIMAU_EVAL_GRAPH (widget);
  int step = g_variant_get_int32 (args);
  int last = (int) n_positions (self) - 1;
  int target;

  if (last < 0)
    return FALSE;
  if (step == G_MININT32)
    target = 0;
  else if (step == G_MAXINT32)
    target = last;
  else
    target = CLAMP ((int) self->cursor + step, 0, last);

  activate_position (self, target);
  return TRUE;
}

/* An assistive technology setting the value goes to that position, as
 * the arrow keys do. */
static gboolean
set_current_value (GtkAccessibleRange *range,
                   double              value)
{
  RimauEvalGraph *self = RIMAU_EVAL_GRAPH (range);

  if (n_positions (self) == 0)
    return FALSE;
  activate_position (self, (int) CLAMP (value + 0.5, 0.0, (double) (n_positions (self) - 1)));
  return TRUE;
}

static void
rimau_eval_graph_accessible_range_init (GtkAccessibleRangeInterface *iface)
{
  iface->set_current_value = set_current_value;
}

/* ------------------------------------------------------------------------ */

static void
analysis_changed_cb (RimauEvalGraph *self)
{
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The analysis drawn; it is followed as its evaluations come in. */
void
rimau_eval_graph_set_analysis (RimauEvalGraph *self,
                               RimauAnalysis  *analysis)
{
  g_return_if_fail (RIMAU_IS_EVAL_GRAPH (self));
  g_return_if_fail (analysis == NULL || RIMAU_IS_ANALYSIS (analysis));

  if (self->analysis == analysis)
    return;

  if (self->analysis != NULL)
    g_signal_handlers_disconnect_by_data (self->analysis, self);
  g_set_object (&self->analysis, analysis);
  if (analysis != NULL)
    g_signal_connect_object (analysis, "evaluated", G_CALLBACK (analysis_changed_cb), self, G_CONNECT_SWAPPED);

  analysis_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANALYSIS]);
}

RimauAnalysis *
rimau_eval_graph_get_analysis (RimauEvalGraph *self)
{
  g_return_val_if_fail (RIMAU_IS_EVAL_GRAPH (self), NULL);

  return self->analysis;
}

/* The position on the board, which has its own line. */
void
rimau_eval_graph_set_cursor (RimauEvalGraph *self,
                             guint           cursor)
{
  g_return_if_fail (RIMAU_IS_EVAL_GRAPH (self));

  if (self->cursor == cursor)
    return;

  self->cursor = cursor;
  analysis_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR]);
}

guint
rimau_eval_graph_get_cursor (RimauEvalGraph *self)
{
  g_return_val_if_fail (RIMAU_IS_EVAL_GRAPH (self), 0);

  return self->cursor;
}

static void
rimau_eval_graph_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  RimauEvalGraph *self = RIMAU_EVAL_GRAPH (object);

  switch (prop_id)
    {
    case PROP_ANALYSIS:
      g_value_set_object (value, self->analysis);
      break;
    case PROP_CURSOR:
      g_value_set_uint (value, self->cursor);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
rimau_eval_graph_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  RimauEvalGraph *self = RIMAU_EVAL_GRAPH (object);

  switch (prop_id)
    {
    case PROP_ANALYSIS:
      rimau_eval_graph_set_analysis (self, g_value_get_object (value));
      break;
    case PROP_CURSOR:
      rimau_eval_graph_set_cursor (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The colours come from the style manager, which may change them (the
 * accent, say) without any change in the graph's own style. */
static void
rimau_eval_graph_root (GtkWidget *widget)
{
  RimauEvalGraph *self = RIMAU_EVAL_GRAPH (widget);

  GTK_WIDGET_CLASS (rimau_eval_graph_parent_class)->root (widget);

  self->styles = adw_style_manager_get_for_display (gtk_widget_get_display (widget));
  rimau_palette_connect_changes (self->styles, G_CALLBACK (gtk_widget_queue_draw), self);
}

static void
rimau_eval_graph_unroot (GtkWidget *widget)
{
  RimauEvalGraph *self = RIMAU_EVAL_GRAPH (widget);

  g_signal_handlers_disconnect_by_func (self->styles, gtk_widget_queue_draw, self);
  self->styles = NULL;

  GTK_WIDGET_CLASS (rimau_eval_graph_parent_class)->unroot (widget);
}

static void
rimau_eval_graph_dispose (GObject *object)
{
  RimauEvalGraph *self = RIMAU_EVAL_GRAPH (object);

  if (self->analysis != NULL)
    g_signal_handlers_disconnect_by_data (self->analysis, self);
  g_clear_object (&self->analysis);

  G_OBJECT_CLASS (rimau_eval_graph_parent_class)->dispose (object);
}

static void
add_step_binding (GtkWidgetClass *widget_class,
                  guint           keyval,
                  gint32          step)
{
  gtk_widget_class_add_binding (widget_class, keyval, 0, step_cb, "i", step);
}

static void
rimau_eval_graph_class_init (RimauEvalGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = rimau_eval_graph_get_property;
  object_class->set_property = rimau_eval_graph_set_property;
  object_class->dispose = rimau_eval_graph_dispose;
  widget_class->snapshot = rimau_eval_graph_snapshot;
  widget_class->measure = rimau_eval_graph_measure;
  widget_class->root = rimau_eval_graph_root;
  widget_class->unroot = rimau_eval_graph_unroot;

  properties[PROP_ANALYSIS] =
    g_param_spec_object ("analysis", NULL, NULL, RIMAU_TYPE_ANALYSIS,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CURSOR] =
    g_param_spec_uint ("cursor", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The person asks to see a position: its index in the analysis. */
  signals[POSITION_ACTIVATED] = g_signal_new ("position-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  add_step_binding (widget_class, GDK_KEY_Left, -1);
  add_step_binding (widget_class, GDK_KEY_KP_Left, -1);
  add_step_binding (widget_class, GDK_KEY_Right, 1);
  add_step_binding (widget_class, GDK_KEY_KP_Right, 1);
  add_step_binding (widget_class, GDK_KEY_Home, G_MININT32);
  add_step_binding (widget_class, GDK_KEY_End, G_MAXINT32);

  gtk_widget_class_set_css_name (widget_class, "evalgraph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_SLIDER);
}

static void
rimau_eval_graph_init (RimauEvalGraph *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Evaluation graph"), -1);
  update_accessible (self);
}

GtkWidget *
rimau_eval_graph_new (void)
{
  return g_object_new (RIMAU_TYPE_EVAL_GRAPH, NULL);
}
