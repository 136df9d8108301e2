import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        int score = scanner.nextInt();
        if (score >= 60) {
            // Pass と出力しよう (Print Pass)
        }
        // else を使って、60 未満なら Try again と出力しよう
        // Use else to print Try again when the score is under 60
    }
}
